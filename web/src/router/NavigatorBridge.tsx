import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setNavigator } from '../utils/navigation';

/** Lets the request layer navigate through the router once it is mounted. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path) => void navigate(path));
  }, [navigate]);
  return null;
}

import { createContext, useContext } from 'react';

/**
 * Whether the page around a component is the one on screen. A kept-alive page stays mounted while hidden;
 * its dialogs, which antd portals to the end of the page, must hide with it and come back when it does.
 */
export const PageActiveContext = createContext(true);

export const usePageActive = () => useContext(PageActiveContext);

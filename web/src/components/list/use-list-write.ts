import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';

/**
 * A write a list's row offers (delete, cancel…): once the server agrees, its message shows and the list
 * asks again. A refusal has shown the server's message through the request layer, so it settles quietly.
 */
export function useListWrite<A>(list: { reload(): Promise<void> }, write: (arg: A) => Promise<{ msg: string }>) {
  const { message } = App.useApp();
  const { mutateAsync } = useMutation({
    mutationFn: write,
    onSuccess: async (answer) => {
      void message.success(answer.msg);
      await list.reload();
    },
  });
  return (arg: A): Promise<void> =>
    mutateAsync(arg).then(
      () => undefined,
      () => undefined,
    );
}

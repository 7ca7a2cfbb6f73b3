import { fireEvent, screen, waitFor } from '@testing-library/react';

/** Opens the select of that accessible name and clicks its option (the list just opened, when several show it). */
export async function choose(name: string, option: string): Promise<void> {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  const pick = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter((el) => el.title === option).at(-1);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(pick);
}

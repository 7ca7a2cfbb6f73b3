// The few antd widgets that offer no role to find them by: their dropdowns, the options inside, and the
// spacing antd puts into labels. Everything else is found by role, label or text.
import { expect, type Locator, type Page } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A control's name as a user reads it: antd spaces out two-character labels ("保 存") and a button's
 * name starts with its icon's ("plus 新增"), so this matches the text wherever it ends the name.
 */
export function named(text: string): RegExp {
  return new RegExp(`(^|\\s)${[...text].map(escape).join('\\s*')}$`);
}

/**
 * Clicks an item of a popup (a dropdown, menu or popover) once the popup has been placed on screen. Until
 * antd has aligned it, a popup waits far off-screen: a click then would scroll the page to it, and a
 * context menu closes on any scroll (seen under CPU load, where aligning takes several frames).
 */
export async function clickInPopup(item: Locator, timeout?: number): Promise<void> {
  await expect(item).toBeInViewport({ timeout });
  // antd then animates the popup in: a click in that motion can be lost (seen in a trace under CPU load: the
  // avatar menu's item clicked 6 ms after it came into view did nothing). Clicked once the popup stands still.
  await expect.poll(() => item.evaluate(inMotion), { timeout }).toBe(false);
  await item.click({ timeout });
}

/** Whether an element sits in a popup that is still moving in or out (antd's motion classes: `*-enter`, `*-appear`, `*-leave`). */
function inMotion(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (Array.from(node.classList).some((name) => /-(enter|appear|leave)(-(active|prepare|start))?$/.test(name))) return true;
  }
  return false;
}

/** The open dialog with this title (antd's Modal is a dialog named by its title). */
export const dialog = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

/** Closes a dialog with its × once it shows its fields, and waits until it has gone. */
export async function closeDialog(page: Page, title: string): Promise<void> {
  const open = dialog(page, title);
  await expect(open.getByRole('textbox').first()).toBeVisible();
  await open.getByRole('button', { name: '关闭' }).click();
  await expect(open).toBeHidden();
}

/** The one dropdown that is open now: not hidden and not fading out (a select closes its dropdown when another opens). */
const openDropdown = (page: Page): Locator => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"])');

/** The select (or tree select) whose combobox this is, e.g. `dialog.getByRole('combobox', { name: '部门' })`. */
const selectOf = (combobox: Locator): Locator => combobox.locator('xpath=ancestor::div[contains(@class, "ant-select ")][1]');

/** Opens a select from its combobox, and types into its search when `search` is given. */
async function open(combobox: Locator, search?: string): Promise<void> {
  await selectOf(combobox).click();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  if (search !== undefined) await combobox.pressSequentially(search);
}

/**
 * Picks an option of a Select: the one titled `option`, or the first whose text matches the pattern (typing
 * `search` first, e.g. for a select that searches on the server), and waits until the select shows it (as
 * its value, or as a tag of a multiple select).
 */
export async function chooseOption(combobox: Locator, option: string | RegExp, search?: string): Promise<void> {
  const page = combobox.page();
  const options = openDropdown(page).locator('.ant-select-item-option');
  const item = typeof option === 'string' ? options.and(page.locator(`[title="${option}"]`)) : options.filter({ hasText: option }).first();
  // A list the test opened itself (to look at its options first) is picked from as it is.
  if ((await combobox.getAttribute('aria-expanded')) !== 'true') await open(combobox, search);
  await clickInPopup(item);
  await expect(selectOf(combobox)).toContainText(option);
}

/** The first option of a select, picked as a user does who takes the first entry of the list. */
export async function chooseFirstOption(combobox: Locator, search?: string): Promise<void> {
  await open(combobox, search);
  const item = openDropdown(combobox.page()).locator('.ant-select-item-option').first();
  const title = await item.getAttribute('title');
  await clickInPopup(item);
  await expect(selectOf(combobox)).toContainText(title ?? '');
}

/**
 * Picks a node of a TreeSelect. Its dropdown is a virtual list: a node scrolled out of it is not in the page
 * at all, so the title is typed into the search first, as a user would.
 */
export async function chooseTreeNode(combobox: Locator, title: string): Promise<void> {
  await open(combobox, title);
  await clickInPopup(openDropdown(combobox.page()).locator(`.ant-select-tree-node-content-wrapper[title="${title}"]`));
  await expect(selectOf(combobox)).toContainText(title);
}

/** Types a tag into a `mode="tags"` select and ends it with Enter. */
export async function addTag(combobox: Locator, tag: string): Promise<void> {
  await open(combobox, tag);
  await combobox.press('Enter');
  await expect(selectOf(combobox)).toContainText(tag);
  await combobox.press('Escape');
}

/** The messages under the fields of a form, in order (a message fading out still counts until it has gone). */
export const fieldErrors = (scope: Locator): Locator => scope.locator('.ant-form-item-explain-error');

/** Presses OK in the open confirmation popover (antd's Popconfirm, a tooltip with buttons) and waits for it to go. */
export async function confirmPopover(page: Page): Promise<void> {
  const popover = page.getByRole('tooltip').filter({ has: page.getByRole('button', { name: named('确定') }) });
  await clickInPopup(popover.getByRole('button', { name: named('确定') }));
  await expect(popover).toHaveCount(0);
}

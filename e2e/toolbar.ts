import type { Locator, Page } from "@playwright/test";

/** A toolbar action's button, wherever the toolbar keeps it (on a phone, maybe in its menu). */
export const action = (page: Page, id: string): Locator => page.locator(`[data-action="${id}"]`);

/** Clicks a toolbar action, opening the toolbar's menu first when the action is in it. */
export async function clickAction(page: Page, id: string): Promise<void> {
  const button = action(page, id);
  if (!(await button.isVisible())) await action(page, "more").click();
  await button.click();
}

import { useState } from "react";

/**
 * True from the first time `open` is true. Overlays (dialogs, sheets, menus) load their code and mount only then,
 * so the libraries behind them are not part of any page's initial JavaScript, and they stay mounted afterwards so
 * their closing animation can run.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

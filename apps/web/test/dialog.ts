import { screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";

/** The pointer-events an element gets from the nearest element, itself or an ancestor, that sets them inline. */
function pointerEventsOf(element: HTMLElement): string {
  for (let node: HTMLElement | null = element; node; node = node.parentElement)
    if (node.style.pointerEvents) return node.style.pointerEvents;
  return "auto";
}

/**
 * The open dialog (or sheet), once it takes pointer events. A Radix dialog turns them off for the page as it opens
 * and back on for itself a render later: a click in between would fail in a way no consumer's could.
 */
export async function findDialog(name?: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole("dialog", name === undefined ? {} : { name });
  await waitFor(() => expect(pointerEventsOf(dialog)).not.toBe("none"));
  return dialog;
}

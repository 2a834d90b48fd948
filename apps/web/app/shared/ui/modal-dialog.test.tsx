import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { findDialog } from "../../../test/dialog";
import ModalDialog from "./modal-dialog";

// A dialog opened from code has no Radix trigger to go back to: ModalDialog remembers what had the focus as it opened
// and gives the focus back as it closes; if that has left the page, the page's main heading takes it (WCAG 2.4.3).

/** A page with a heading and a list whose rows open the dialog; Remove takes the row away as the dialog closes. */
function Page({ closeFocus }: { closeFocus?: (event: Event) => void }) {
  const [rows, setRows] = useState(["Asha", "Ravi"]);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <main id="main">
      <h1>Team</h1>
      <button type="button">Elsewhere</button>
      {rows.map((row) => (
        <button key={row} type="button" onClick={() => setOpen(row)}>
          {`Ask about ${row}`}
        </button>
      ))}
      <ModalDialog
        open={open !== null}
        onOpenChange={(next) => (next ? undefined : setOpen(null))}
        title="Remove?"
        onCloseAutoFocus={closeFocus}
      >
        <button
          type="button"
          onClick={() => {
            setRows(rows.filter((row) => row !== open));
            setOpen(null);
          }}
        >
          Remove
        </button>
      </ModalDialog>
    </main>
  );
}

describe("ModalDialog's focus", () => {
  it("goes back to what opened it when it closes", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Page />);
    const opener = screen.getByRole("button", { name: "Ask about Ravi" });
    await user.click(opener);
    const dialog = await findDialog("Remove?");
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("goes to the page's main heading when what opened it has gone", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Ask about Ravi" }));
    await user.click(await screen.findByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("button", { name: "Ask about Ravi" })).toBeNull();
    const heading = screen.getByRole("heading", { level: 1, name: "Team" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute("tabindex")).toBe("-1");
  });

  it("goes where the caller sends it instead, when the caller says so", async () => {
    const user = userEvent.setup({ delay: null });
    const sendElsewhere = (event: Event) => {
      event.preventDefault();
      screen.getByRole("button", { name: "Elsewhere" }).focus();
    };
    render(<Page closeFocus={sendElsewhere} />);
    await user.click(screen.getByRole("button", { name: "Ask about Asha" }));
    await findDialog("Remove?");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Elsewhere" })));
  });
});

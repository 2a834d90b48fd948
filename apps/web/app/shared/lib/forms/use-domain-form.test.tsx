import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MESSAGES, phoneEntryError, textProblem } from "@utsav/domain/client";
import { FormField } from "../../ui/form-field";
import { useDomainForm } from "./use-domain-form";

interface Values {
  name: string;
  phone: string;
}

const check = (v: Values) => ({ name: textProblem(v.name, "Name", { max: 40 }), phone: phoneEntryError(v.phone) });

/** A form the way a screen writes one: fields bound by FormField, the server's refusal above the button. */
function SampleForm({ send, shouldFocusError }: { send: (values: Values) => Promise<string | null>; shouldFocusError?: boolean }) {
  const form = useDomainForm<Values>({ defaultValues: { name: "", phone: "" }, check, shouldFocusError });
  const submit = form.handleSubmit(async (values) => {
    const refused = await send(values);
    if (refused) form.refuse(refused);
  });
  return (
    <form aria-label="Sample" noValidate onSubmit={(event) => void submit(event)}>
      <FormField form={form} name="name" label="Name" required hint="As on your PAN">
        {(control) => <input {...control} />}
      </FormField>
      <FormField form={form} name="phone" label="Phone number" required>
        {(control) => <input type="tel" {...control} />}
      </FormField>
      {form.formError ? <p role="alert">{form.formError}</p> : null}
      <button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Saving…" : "Save"}
      </button>
    </form>
  );
}

describe("the form helper", () => {
  it("checks by the domain's rule on submit, ties each error to its field and focuses the first one", async () => {
    const send = vi.fn(async () => null);
    const user = userEvent.setup({ delay: null });
    render(<SampleForm send={send} />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    const name = screen.getByRole("textbox", { name: /^Name/ });
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(screen.getByText(MESSAGES.phoneRequired)).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")).toBe(`${name.id}-hint ${name.id}-error`);
    expect(document.getElementById(`${name.id}-error`)?.textContent).toBe("Name is required");
    expect(document.activeElement).toBe(name);
    expect(send).not.toHaveBeenCalled();
  });

  it("leaves focus alone for a form that moves it itself (shouldFocusError: false)", async () => {
    const user = userEvent.setup({ delay: null });
    render(<SampleForm send={vi.fn(async () => null)} shouldFocusError={false} />);
    const save = screen.getByRole("button", { name: "Save" });
    await user.click(save);
    expect(screen.getByText("Name is required")).toBeTruthy();
    // react-hook-form would focus the name at once and again after a tick.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(save);
  });

  it("clears a field's error as it is edited, leaving the others until the next submit", async () => {
    const user = userEvent.setup({ delay: null });
    render(<SampleForm send={vi.fn(async () => null)} />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "A");
    expect(screen.queryByText("Name is required")).toBeNull();
    expect(screen.getByText(MESSAGES.phoneRequired)).toBeTruthy();
  });

  it("sends the values, busy while the promise runs, and shows the server's refusal with the form kept", async () => {
    let answer!: (refusal: string | null) => void;
    const send = vi.fn(() => new Promise<string | null>((resolve) => (answer = resolve)));
    const user = userEvent.setup({ delay: null });
    render(<SampleForm send={send} />);
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Asha Rao");
    await user.type(screen.getByRole("textbox", { name: /^Phone number/ }), "98450 12345");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(send).toHaveBeenCalledWith({ name: "Asha Rao", phone: "98450 12345" });
    expect((screen.getByRole("button", { name: "Saving…" }) as HTMLButtonElement).disabled).toBe(true);
    answer("Too many attempts. Please try again later.");
    expect((await screen.findByRole("alert")).textContent).toBe("Too many attempts. Please try again later.");
    expect((screen.getByRole("textbox", { name: /^Name/ }) as HTMLInputElement).value).toBe("Asha Rao");
  });
});

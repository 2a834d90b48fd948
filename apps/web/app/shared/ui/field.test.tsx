import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field, fieldAria } from "./field";

function Example({ required, markOptional, hint, error }: { required?: boolean; markOptional?: boolean; hint?: string; error?: string }) {
  return (
    <Field label="Email" htmlFor="email" required={required} markOptional={markOptional} hint={hint} error={error}>
      <input {...fieldAria("email", error, Boolean(hint))} />
    </Field>
  );
}

describe("Field (application §5)", () => {
  it("names its input by the label, with an asterisk that screen readers skip when required", () => {
    const { container } = render(<Example required />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(input.getAttribute("aria-describedby")).toBeNull();
    expect(container.querySelector("label")!.textContent).toBe("Email *");
    expect(screen.queryByText("(optional)", { exact: false })).toBeNull();
  });

  it("marks a field that is not required as optional only when asked", () => {
    const { rerender } = render(<Example />);
    expect(screen.queryByText("(optional)", { exact: false })).toBeNull();
    rerender(<Example markOptional />);
    expect(screen.getByText("(optional)", { exact: false })).toBeTruthy();
    rerender(<Example required markOptional />);
    expect(screen.queryByText("(optional)", { exact: false })).toBeNull();
  });

  it("has the input described by its hint and, when invalid, by its error", () => {
    const { container, rerender } = render(<Example hint="We send the receipt here." />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input.getAttribute("aria-describedby")).toBe("email-hint");
    expect(document.getElementById("email-hint")!.textContent).toBe("We send the receipt here.");
    rerender(<Example hint="We send the receipt here." error="Please enter a valid email" />);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("email-hint email-error");
    expect(document.getElementById("email-error")!.textContent).toBe("Please enter a valid email");
    expect(container.querySelector("[data-invalid]")).not.toBeNull();
  });
});

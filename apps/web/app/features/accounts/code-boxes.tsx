import { useRef } from "react";
import { OTP } from "@utsav/domain/client";
import { backspaceInBox, enterIntoBox, pasteIntoBoxes } from "@utsav/domain/client";
import type { OtpChange, OtpDigits } from "@utsav/domain/client";
import styles from "./code-boxes.module.css";

interface CodeBoxesProps {
  digits: OtpDigits;
  onChange: (digits: OtpDigits) => void;
  invalid: boolean;
  describedBy?: string;
  ref?: React.Ref<HTMLFieldSetElement>;
}

/**
 * The six code boxes (application §2, §5): one digit each; typing moves to the next box, Backspace to the previous,
 * a paste or the phone's one-time-code autofill fills them all.
 */
export function CodeBoxes({ digits, onChange, invalid, describedBy, ref }: CodeBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const apply = (change: OtpChange) => {
    onChange(change.digits);
    const box = boxes.current[change.focus];
    box?.focus();
    box?.select();
  };
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP.length - 1, index))];
    box?.focus();
    box?.select();
  };

  return (
    <fieldset ref={ref} className={styles.boxes} aria-describedby={describedBy}>
      <legend className="visually-hidden">{`${OTP.length}-digit code`}</legend>
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder.
          key={index}
          ref={(node) => {
            boxes.current[index] = node;
          }}
          className={styles.box}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          aria-label={`Digit ${index + 1} of ${OTP.length}`}
          aria-invalid={invalid || undefined}
          value={digit}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => apply(enterIntoBox(digits, index, event.target.value))}
          onPaste={(event) => {
            event.preventDefault();
            apply(pasteIntoBoxes(digits, index, event.clipboardData.getData("text")));
          }}
          onKeyDown={(event) => {
            if (event.key === "Backspace") {
              event.preventDefault();
              apply(backspaceInBox(digits, index));
            } else if (event.key === "ArrowLeft") {
              event.preventDefault();
              focusBox(index - 1);
            } else if (event.key === "ArrowRight") {
              event.preventDefault();
              focusBox(index + 1);
            }
          }}
        />
      ))}
    </fieldset>
  );
}

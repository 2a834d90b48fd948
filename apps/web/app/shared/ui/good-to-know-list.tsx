import { parseEmphasis } from "@utsav/domain/client";

/** An offering's connectInfo lines, as the Good to Know list of the price card and of the call sheet: #{text} is bold. */
export function GoodToKnowList({ lines, className }: { lines: string[]; className?: string }) {
  return (
    <ul className={className}>
      {lines.map((line, i) => (
        <li key={`${i}-${line}`}>
          {parseEmphasis(line).map((part, j) => (part.bold ? <strong key={j}>{part.text}</strong> : <span key={j}>{part.text}</span>))}
        </li>
      ))}
    </ul>
  );
}

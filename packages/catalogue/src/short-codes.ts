// spec: catalogue §3 "Short-code lookup: codes dgp1 to dgp32 and nnc1 to nnc6 map to external vendor product
// page URLs". The addresses are the vendors' own shops (fictional domains).

const SHOPS: Record<string, string> = {
  dgp: "https://shop.deepamgifts.in/products",
  nnc: "https://nannanaturals.in/shop",
};

/** The external purchase link of a short code such as 'dgp7', or null for an unknown code. */
export function resolveShortCode(code: string): string | null {
  const match = /^(dgp|nnc)(\d{1,2})$/.exec(code);
  if (!match) return null;
  const [, family, n] = match as unknown as [string, string, string];
  const max = family === "dgp" ? 32 : 6;
  const number = Number(n);
  if (number < 1 || number > max) return null;
  return `${SHOPS[family]}/${code}`;
}

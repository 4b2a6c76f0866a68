/** The made cards as CSV (a header row, then a card per row), built in the browser. */
export function giftCardsCsv(
  batch: string,
  amountCents: number,
  cards: ReadonlyArray<{ id: number; code: string }>,
): string {
  const rows = [
    'code,amount_usd,batch,id',
    // Codes and batch names hold no commas nor quotes (their alphabets have none); the amount is
    // written without a thousands separator for the same reason.
    ...cards.map((c) => [c.code, (amountCents / 100).toFixed(2), batch, c.id].join(',')),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

export const giftCardsCsvName = (batch: string) => `gift-cards-${batch}.csv`;

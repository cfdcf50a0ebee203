/**
 * A text in the reader's language that names data ("By {name}", "Search: “{text}”"):
 * the data goes in a span marked `data-content`, the mark of everything that comes from
 * the newsroom's data rather than the dictionaries (docs/decisions/011-one-language-per-screen.md).
 * `text` is the dictionary text with its `{slot}` left in (`t('article.by')`).
 */
export function WithContent({ text, slot, value }: { text: string; slot: string; value: string }) {
  const at = text.indexOf(`{${slot}}`)
  if (at < 0) return <>{text}</>
  return (
    <>
      {text.slice(0, at)}
      <span data-content>{value}</span>
      {text.slice(at + slot.length + 2)}
    </>
  )
}

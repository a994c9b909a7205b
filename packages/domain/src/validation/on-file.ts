/**
 * Whether a field's value is the one on file, sent back as it was loaded (issue 36 §2). Real member
 * records hold values that older rules accepted (a phone whose exchange starts with 0, an e-mail a
 * stricter check now refuses): an edit judges what the member changed, so a value they did not touch
 * never blocks saving another one. An empty value is never "on file": a required field stays required.
 */
export function isUnchangedOnFile(value: string, onFile: string | null | undefined): boolean {
  const kept = onFile?.trim() ?? '';
  return kept !== '' && value.trim() === kept;
}

/**
 * Saves fetched bytes under their file's name, as a link with `download` does: a bearer token cannot
 * ride on a plain link, so a stored file (a message's attachment, a claim's receipt) is fetched first.
 */
export function saveFile(bytes: Blob, fileName: string, contentType: string): void {
  const address = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
}

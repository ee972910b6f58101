/** Hands the visitor a JSON file to keep (Save, and the export of My recipes), with no server. */
export function downloadJson(json: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some engines read the file after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

// Saves bytes fetched with the bearer header as a download with a chosen file name.

/** A name safe as a file name on every system, spaces kept: 'Aldric Ashdown'; `fallback` when nothing is left. */
export function safeFileName(name: string, fallback: string): string {
  const safe = [...name].filter((c) => c >= ' ' && !'\\/:*?"<>|'.includes(c)).join('');
  return safe.trim() || fallback;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken its copy once the click is handled; a later revoke keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

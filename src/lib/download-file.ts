/** Saves `text` as a file the browser downloads, named `fileName`. */
export function downloadFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.appendChild(link)
  link.click()
  link.remove()
  // The download has its own copy once started; give the browser a moment to start it.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

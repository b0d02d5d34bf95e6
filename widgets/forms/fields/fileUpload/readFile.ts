import type { UploadedFile } from '../../../../engine/forms/rules/fileRules';

let sequence = 0;

/** Reads a file into the answer shape, reporting progress (0 to 100); rejects when the browser cannot read it. */
export function readFile(file: File, onProgress: (percent: number) => void): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      const comma = result.indexOf(',');
      sequence += 1;
      onProgress(100);
      resolve({
        uid: `file-${Date.now().toString(36)}-${sequence}`,
        name: file.name,
        size: file.size,
        type: file.type,
        lastModified: file.lastModified,
        webkitRelativePath: file.webkitRelativePath ?? '',
        content: comma === -1 ? '' : result.slice(comma + 1),
        status: 'done',
      });
    };
    reader.readAsDataURL(file);
  });
}

/** A size as people read it: 1.4 MB, 320 KB. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

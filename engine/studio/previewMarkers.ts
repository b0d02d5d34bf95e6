/**
 * The two names of the studio's preview protocol (previewProtocol.ts) that every visitor's first
 * bundle needs: the entry checks the address, the request layer names the refusal. Kept apart so the
 * rest of the protocol loads with the preview's own chunk.
 */

/** The page address's query parameter that asks for a preview (its value is the persona). */
export const PREVIEW_QUERY_PARAM = 'studioPreview';
/** The error_code of the server's 403 for anything but GET and HEAD in a preview. */
export const PREVIEW_READ_ONLY_ERROR_CODE = 'preview_read_only';

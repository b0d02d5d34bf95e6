/** A configuration problem, located by a JSON Pointer into the config file and told in plain words. */
export interface ConfigError {
  /** JSON Pointer (RFC 6901), for example /pages/jobs/layout/2/props/pageSize; '' is the whole document. */
  pointer: string;
  message: string;
}

/** Appends reference tokens to a JSON Pointer, escaping ~ and / as RFC 6901 requires. */
export function joinPointer(base: string, ...tokens: (string | number)[]): string {
  return tokens.reduce<string>((pointer, token) => `${pointer}/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`, base);
}

export function formatConfigError(error: ConfigError): string {
  return `${error.pointer || '/'}: ${error.message}`;
}

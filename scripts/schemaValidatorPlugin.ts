import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import type { Plugin } from 'vite';

const SUFFIX = '?validator';

/**
 * `import validate from './x.schema.json?validator'`: the schema's Ajv validator compiled at build
 * time into plain code (Ajv's standalone output). Ajv compiles with `new Function`, which a page's
 * Content-Security-Policy refuses (no 'unsafe-eval'): a browser chunk that checks JSON against a
 * schema (the theme builder's import) takes the compiled code instead, and carries no Ajv compiler.
 * Every error (not the first), with its schema (`verbose`), as the engine's Ajv gives them.
 */
export function schemaValidator(): Plugin {
  return {
    name: 'portico-schema-validator',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${SUFFIX}` : null;
    },
    load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      // unicode: false measures maxLength in UTF-16 units, as plain code; counting code points would need
      // Ajv's runtime helper, which its standalone output `require`s (not a module a browser loads).
      const ajv = new Ajv({ allErrors: true, strict: false, verbose: true, unicode: false, code: { source: true, esm: true } });
      const code = standaloneCode(ajv, ajv.compile(JSON.parse(readFileSync(file, 'utf8')) as object));
      if (code.includes('require('))
        throw new Error(`${file}: its compiled validator needs one of Ajv's runtime helpers (require), which a browser module cannot load`);
      return code;
    },
  };
}

import type { Plugin } from 'vite';

const ANATOMY = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/;
const PREFIX = 'virtual:portico/chakra-anatomy/';
/** `import { a as b, c } from 'source';` */
const IMPORT = /^import \{([^}]*)\} from '([^']+)';$/gm;
/** A top-level `const xAnatomy = …;`, possibly over several lines. */
const DEFINITION = /^const (\w+Anatomy) = ([\s\S]*?);$/gm;
const EXPORTS = /^export \{([^}]*)\};$/m;

interface Definition {
  imports: string[];
  value: string;
}

/**
 * Chakra's anatomy module defines every component's part list at its top level, in one module
 * (`const cardAnatomy = createAnatomy("card").parts(…)`). The bundler keeps a module whole in one
 * chunk: the first page, whose card recipe needs one list, carried all ~40 and the Ark and Zag
 * anatomies they extend (about 1.5 KB gzip), because the lazily loaded recipes import the others.
 * Here each definition becomes its own module, which lands in the chunk that uses it; the anatomy
 * module only re-exports them. Fails the build if Chakra's module no longer has that shape.
 */
export function chakraAnatomy(): Plugin {
  const definitions = new Map<string, Definition>();
  return {
    name: 'portico:chakra-anatomy',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const definition = definitions.get(id.slice(PREFIX.length + 1));
      if (!definition) throw new Error(`No Chakra anatomy definition for ${id}`);
      return `${definition.imports.join('\n')}\nexport const ${id.slice(PREFIX.length + 1)} = /* @__PURE__ */ (() => ${definition.value})();\n`;
    },
    transform(code, id) {
      if (!ANATOMY.test(id)) return undefined;
      const imports = new Map<string, string>();
      for (const [, names = '', source] of code.matchAll(IMPORT))
        for (const name of names.split(',').map((part) => part.trim())) {
          const [imported, local = imported] = name.split(/\s+as\s+/);
          imports.set(local!, `import { ${imported} as ${local} } from '${source}';`);
        }
      const defined = [...code.matchAll(DEFINITION)].map(([, name, value]) => ({ name: name!, value: value! }));
      const exported = code
        .match(EXPORTS)?.[1]
        ?.split(',')
        .map((name) => name.trim());
      if (defined.length < 30 || !exported || defined.some(({ name }) => !exported.includes(name)))
        throw new Error(`Chakra's anatomy module (${id}) no longer has the expected shape: scripts/chakraAnatomyPlugin.ts needs updating.`);
      const words = (value: string) => new Set(value.match(/[\w$]+/g));
      for (const { name, value } of defined) {
        const used = words(value);
        const own = [...imports].filter(([local]) => used.has(local)).map(([, line]) => line);
        const siblings = defined
          .filter((other) => other.name !== name && used.has(other.name))
          .map((other) => `import { ${other.name} } from '${PREFIX}${other.name}';`);
        definitions.set(name, { imports: [...own, ...siblings], value });
      }
      const reexports = code
        .split('\n')
        .filter((line) => line.startsWith('export {') && line.includes(' from '))
        .join('\n');
      return { code: `${reexports}\n${defined.map(({ name }) => `export { ${name} } from '${PREFIX}${name}';`).join('\n')}\n`, map: null };
    },
  };
}

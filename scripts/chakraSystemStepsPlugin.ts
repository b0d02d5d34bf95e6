import type { Plugin } from 'vite';

const SYSTEM = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const MERGED = 'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n';
const DICTIONARY = `  const tokens = createTokenDictionary({
    breakpoints: theme.breakpoints,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    prefix: cssVarsPrefix
  });
`;
/** Chakra's call that builds the dictionary, as it is written in createSystem. */
const DICTIONARY_CALL = DICTIONARY.trimStart().slice('const tokens = '.length);
const PREPARE = `
class PreparedSystem {
  constructor(config) {
    this.config = config;
    this.tokens = undefined;
  }
  makeTokens() {
    const { theme = {}, cssVarsPrefix = "chakra" } = this.config;
    return this.tokens ??= ${DICTIONARY_CALL}  }
}
createSystem.prepare = (...configs) => new PreparedSystem(mergeConfigs(...configs));
`;
/**
 * Chakra's createSystem is one long task: it merges the configs, builds the token dictionary (some
 * 600 tokens: most of the work) and then the style functions, tens of milliseconds on a fast machine
 * and four times that on a phone, while the page starts. Here it gains steps a caller can let the
 * browser breathe between (src/app/createPorticoSystem.ts): `createSystem.prepare(...configs)` merges
 * them, the result's `makeTokens()` builds the dictionary, and `createSystem(prepared)` goes on from
 * there (taking the place of the configs). Without this plugin (Vite's dev server pre-bundles Chakra
 * untransformed) `prepare` is absent and the caller makes the system in one go. Fails the build if
 * Chakra's module no longer has that shape (Chakra is pinned).
 */
export function chakraSystemSteps(): Plugin {
  return {
    name: 'portico:chakra-system-steps',
    transform(code, id) {
      if (!SYSTEM.test(id)) return undefined;
      if (!code.includes(MERGED) || !code.includes(DICTIONARY))
        throw new Error(`portico:chakra-system-steps: ${id} no longer makes the system as it did (Chakra 3.37); see scripts/chakraSystemStepsPlugin.ts`);
      const body = code
        .replace(
          MERGED,
          'function createSystem(...configs) {\n  const prepared = configs.length === 1 && configs[0] instanceof PreparedSystem ? configs[0] : undefined;\n  const config = prepared ? prepared.config : mergeConfigs(...configs);\n',
        )
        .replace(DICTIONARY, `  const tokens = prepared ? prepared.makeTokens() : ${DICTIONARY_CALL}`);
      // After the function's declaration (hoisted), before the module's exports.
      const exportsAt = body.lastIndexOf('\nexport {');
      if (exportsAt < 0) throw new Error(`portico:chakra-system-steps: ${id} has no export list`);
      return `${body.slice(0, exportsAt)}\n${PREPARE}${body.slice(exportsAt)}`;
    },
  };
}

/**
 * The offset of the first JSON syntax error in text, or -1 when the text parses. Node 20's JSON.parse
 * often names no position ("Unexpected token 'x', ... is not valid JSON"), and a consultant needs the
 * line and column of the mistake.
 */
export function findJsonSyntaxError(text: string): number {
  let i = 0;
  const fail = (): never => {
    throw i;
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i += 1;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail();
  };
  const string = () => {
    i += 1;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') {
        i += 1;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail();
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? '')) fail();
      } else if (text.charCodeAt(i) < 0x20) fail();
      i += 1;
    }
    if (i >= text.length) fail();
    i += 1;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) fail();
    i += match![0].length;
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{') {
      i += 1;
      space();
      if (text[i] === '}') return void (i += 1);
      for (;;) {
        space();
        if (text[i] !== '"') fail();
        string();
        space();
        if (text[i] !== ':') fail();
        i += 1;
        value();
        space();
        if (text[i] === ',') i += 1;
        else if (text[i] === '}') return void (i += 1);
        else fail();
      }
    } else if (c === '[') {
      i += 1;
      space();
      if (text[i] === ']') return void (i += 1);
      for (;;) {
        value();
        space();
        if (text[i] === ',') i += 1;
        else if (text[i] === ']') return void (i += 1);
        else fail();
      }
    } else if (c === '"') string();
    else if (c === 't') literal('true');
    else if (c === 'f') literal('false');
    else if (c === 'n') literal('null');
    else number();
  };
  try {
    value();
    space();
    if (i < text.length) fail();
    return -1;
  } catch (offset) {
    return typeof offset === 'number' ? offset : -1;
  }
}

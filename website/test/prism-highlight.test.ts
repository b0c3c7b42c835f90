// The site's own <Highlight> (src/speed/prism), which the theme's code blocks render in place of
// prism-react-renderer's: the tokens and colours readers see.
import { themes, type PrismTheme } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { highlight, type RenderProps } from '../src/speed/prism/render-props';
import { Prism } from '../src/speed/prism/prism';
import config from '../docusaurus.config';
import { tokenize, type Token } from '../src/speed/prism/tokens';

const theme: PrismTheme = {
  plain: { color: '#111111', backgroundColor: '#fafafa' },
  styles: [
    { types: ['keyword'], style: { color: '#0000ff' } },
    { types: ['string'], style: { color: '#aa0000' } },
    { types: ['string'], languages: ['bash'], style: { color: '#00aa00' } },
    { types: ['template-string'], style: { fontStyle: 'italic' } },
  ],
};

/** What the server renders for `code`: Prism's tokens, coloured by `theme`. */
const render = (theme: PrismTheme, code: string, language: string): RenderProps =>
  highlight(theme, tokenize(Prism, code, language), language);

const texts = (props: RenderProps) => props.tokens.map((line) => line.map((t) => t.content));

/** The first token on the first line whose text is `content`. */
function token(props: RenderProps, content: string): Token {
  const found = props.tokens[0]?.find((t) => t.content === content);
  if (found === undefined) throw new Error(`no token ${JSON.stringify(content)}`);
  return found;
}

describe('the site Highlight', () => {
  it('has the languages the docs use, and no others built in', () => {
    for (const language of ['ts', 'typescript', 'js', 'javascript', 'bash', 'sh', 'shell']) {
      expect(Prism.languages[language], language).toBeDefined();
    }
    for (const language of ['python', 'rust', 'jsx', 'go']) {
      expect(Prism.languages[language], language).toBeUndefined();
    }
  });

  it('splits TypeScript into lines of typed tokens', () => {
    const props = render(theme, "import { MemClient } from 'memai-sdk';\n\nconst a = 1;", 'ts');
    expect(texts(props)).toEqual([
      ['import', ' ', '{', ' MemClient ', '}', ' ', 'from', ' ', "'memai-sdk'", ';'],
      ['\n'],
      ['const', ' a ', '=', ' ', '1', ';'],
    ]);
    expect(token(props, 'import').types).toEqual(['keyword']);
    expect(token(props, ' MemClient ').types).toEqual(['plain']);
    expect(props.tokens[1]).toEqual([{ types: ['plain'], content: '\n', empty: true }]);
    expect(props.className).toBe('prism-code language-ts');
    expect(props.style).toEqual(theme.plain);
  });

  it('colours each token with its types, nested ones included', () => {
    const props = render(theme, 'const s = `a${b}`;', 'ts');
    expect(props.getTokenProps({ token: token(props, 'a') })).toEqual({
      className: 'token template-string string',
      style: { fontStyle: 'italic', color: '#aa0000' },
      children: 'a',
    });
    expect(props.getTokenProps({ token: token(props, ' s ') })).toEqual({
      className: 'token plain',
      style: undefined,
      children: ' s ',
    });
  });

  it('gives lines the text colour and keeps the classes the theme adds', () => {
    const props = render(theme, 'x', 'ts');
    const line = props.tokens[0] ?? [];
    expect(props.getLineProps({ line, className: 'theme-code-block-highlighted-line' })).toEqual({
      className: 'token-line theme-code-block-highlighted-line',
      style: { color: '#111111' },
    });
  });

  it('uses the styles meant for a language only in that language', () => {
    const bash = render(theme, 'echo "hi"', 'bash');
    const ts = render(theme, '"hi"', 'ts');
    expect(bash.getTokenProps({ token: token(bash, '"hi"') }).style).toEqual({ color: '#00aa00' });
    expect(ts.getTokenProps({ token: token(ts, '"hi"') }).style).toEqual({ color: '#aa0000' });
  });

  it('shows a language it does not know as plain text, line by line', () => {
    const props = render(themes.vsLight, 'fn main() {\n}', 'rust');
    expect(texts(props)).toEqual([['fn main() {'], ['}']]);
    expect(props.tokens.flat().every((t) => t.types.join() === 'plain')).toBe(true);
  });

  it('gets its languages from src/speed/prism/prism.ts alone', () => {
    // The site's loader of prism.additionalLanguages registers nothing, so that Prism loads only
    // with code to tokenize (src/theme/prism-include-languages.ts): add languages to prism.ts.
    const themeConfig = config.themeConfig as { prism?: { additionalLanguages?: string[] } };
    expect(themeConfig.prism?.additionalLanguages ?? []).toEqual([]);
  });
});

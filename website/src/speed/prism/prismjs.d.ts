// The parts of Prism (the prismjs package, which ships no types) that ./Highlight.tsx uses.
declare module 'prismjs/components/prism-core' {
  export interface PrismToken {
    type: string;
    alias?: string | string[];
    content: string | PrismToken | (string | PrismToken)[];
  }
  export type Grammar = Record<string, unknown>;
  interface Prism {
    languages: Record<string, Grammar | undefined>;
    tokenize(code: string, grammar: Grammar): (string | PrismToken)[];
    hooks: { run(name: string, env: Record<string, unknown>): void };
  }
  const Prism: Prism;
  export default Prism;
}
declare module 'prismjs/components/prism-clike';
declare module 'prismjs/components/prism-javascript';
declare module 'prismjs/components/prism-typescript';
declare module 'prismjs/components/prism-bash';

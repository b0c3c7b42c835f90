// Wraps the theme's MDX component map. Infima lets a wide table scroll sideways inside itself,
// and keyboard users can only scroll what can take focus, so every table in the docs, blog and
// generated reference is focusable (axe rule scrollable-region-focusable).
import React, { type ComponentProps } from 'react';
import MDXComponents from '@theme-original/MDXComponents';

export default {
  ...MDXComponents,
  table: (props: ComponentProps<'table'>) => <table tabIndex={0} {...props} />,
};

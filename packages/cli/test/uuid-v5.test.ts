// The ids `memai import` gives files are UUID version 5: they must be the standard's, so that the
// same file gets the same id from any version of memai.
import { describe, expect, it } from 'vitest';
import { importNamespace, uuidV5 } from '../src/backup/uuid-v5.js';

describe('UUID version 5', () => {
  it('gives the value RFC 9562 (Appendix A.4) gives for www.example.com in the DNS namespace', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('gives the same id for the same path, another for another', () => {
    expect(uuidV5('Projects/plan.md')).toBe(uuidV5('Projects/plan.md', importNamespace));
    expect(uuidV5('Projects/plan.md')).not.toBe(uuidV5('Projects/Plan.md'));
    expect(uuidV5('Projects/plan.md')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab]/);
  });
});

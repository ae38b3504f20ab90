import { describe, expect, it } from 'vitest';
import { serializeState } from './state';

describe('serialized state in the page', () => {
  it('text from the API cannot close the script or inject markup, and reads back unchanged', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028\u2029';
    const json = serializeState({ locale: 'pt', values: { name: hostile } });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ locale: 'pt', values: { name: hostile } });
  });
});

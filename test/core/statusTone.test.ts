import { statusTone } from '../../src/core/statusTone.ts';

describe('statusTone', () => {
  test.each([
    ['connection', 'working', 'success'],
    ['connection', 'bad_credentials', 'danger'],
    ['connection', 'created', 'neutral'],
    ['connection', 'suspended', 'neutral'],
    ['health', 'healthy', 'success'],
    ['health', 'unhealthy', 'danger'],
    ['health', 'degraded', 'neutral'],
    ['operation', 'success', 'success'],
    ['operation', 'failure', 'danger'],
    ['operation', 'in_progress', 'info'],
    ['operation', 'queued', 'neutral'],
    ['operation', undefined, 'neutral'],
    // Values are the service's text: a name of Object.prototype is just another unknown value.
    ['health', 'constructor', 'neutral'],
    ['operation', '__proto__', 'neutral'],
    ['connection', 'toString', 'neutral'],
  ] as const)('%s %s is %s', (kind, value, tone) => {
    expect(statusTone(kind, value)).toBe(tone);
  });
});

import { describe, expect, it } from 'vitest';
import { commonPasswords, isCommonPassword } from './common-passwords.ts';

describe('common password list', () => {
  it('holds at least 100,000 distinct passwords of the minimum length or more (ASVS 2.1.7)', async () => {
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const set = await commonPasswords();
    const ms = performance.now() - started;
    expect(set.size).toBeGreaterThanOrEqual(100_000);
    // Loaded once: a second call hands back the same set.
    expect(await commonPasswords()).toBe(set);
    console.info(
      `common passwords: ${set.size} entries, loaded in ${ms.toFixed(0)} ms, RSS +${((process.memoryUsage().rss - before) / 1e6).toFixed(1)} MB`,
    );
  });

  it.each(['password', '1234567', 'qwerty123', 'iloveyou', 'letmein1', 'passw0rd', 'dragon123', 'football'])('finds %s', async (p) => {
    expect(await isCommonPassword(p)).toBe(true);
  });

  it('ignores case and character width', async () => {
    for (const p of ['PASSWORD', 'Password', 'QwErTy123', 'ｐａｓｓｗｏｒｄ']) expect(await isCommonPassword(p), p).toBe(true);
  });

  it.each(['Plum-Orbit-Lantern-47', 'correct-horse-9', 'zq8#Vt!m2Lw', 'password is long but mine 1982', 'пароль-который-мой'])(
    'does not find %s',
    async (p) => {
      expect(await isCommonPassword(p)).toBe(false);
    },
  );

  it('answers a lookup in microseconds', async () => {
    await commonPasswords();
    const started = performance.now();
    for (let i = 0; i < 10_000; i++) await isCommonPassword(`not-on-any-list-${i}`);
    expect((performance.now() - started) / 10_000).toBeLessThan(0.5);
  });
});

import { describe, expect, it } from 'vitest';
import { Extensions, extensionPoint } from './extension-point';
import type { ModuleContext, QiaoModule } from './qiao-module';
import { startModules } from './start-modules';

// The modules here use only the context's extensions: the other resources are never touched.
const context = () => ({ extensions: new Extensions() }) as unknown as ModuleContext;
const noop = async () => undefined;
const step = (name: string) => ({ name, run: noop });

describe('starting the listed modules', () => {
  it('gathers each part in the listed order', () => {
    const first: QiaoModule = {
      name: 'first',
      start: () => ({ routes: noop, referenceSeeds: [step('zones')], demoSeeds: [step('a')] }),
    };
    const second: QiaoModule = {
      name: 'second',
      start: () => ({
        routes: noop,
        demoSeeds: [step('b')],
        jobHandlers: { 'second.work': noop },
        recurringJobs: [{ kind: 'second.sweep', everyMs: 1000, run: noop }],
      }),
    };
    const started = startModules([first, second], context());
    expect(started.routes).toHaveLength(2);
    expect(started.referenceSeeds.map((s) => s.name)).toEqual(['zones']);
    expect(started.demoSeeds.map((s) => s.name)).toEqual(['a', 'b']);
    // A recurring job runs through a handler of its own kind, beside the queued jobs' handlers.
    expect(Object.keys(started.jobHandlers).sort()).toEqual(['second.sweep', 'second.work']);
  });

  it('lets a module read what a module listed after it provided', () => {
    const point = extensionPoint<string>('owner.point');
    let seen: string[] = [];
    const owner: QiaoModule = {
      name: 'owner',
      start: ({ extensions }) => ({
        routes: async () => void (seen = extensions.all(point)),
      }),
    };
    const provider: QiaoModule = {
      name: 'provider',
      start: ({ extensions }) => (extensions.provide(point, 'from provider'), {}),
    };
    const started = startModules([owner, provider], context());
    void started.routes[0]!({} as never);
    expect(seen).toEqual(['from provider']);
  });

  it.each([
    ['a job kind', { jobHandlers: { 'x.job': noop } }],
    ['a recurring job kind', { recurringJobs: [{ kind: 'x.job', everyMs: 1, run: noop }] }],
    ['a seed name', { demoSeeds: [step('x.job')] }],
  ])('refuses %s claimed by two modules', (_what, parts) => {
    const one: QiaoModule = { name: 'one', start: () => parts };
    const two: QiaoModule = { name: 'two', start: () => parts };
    expect(() => startModules([one, two], context())).toThrow(/claimed by both one and two/);
  });

  it('refuses a point that takes one value when two modules provide it', () => {
    const extensions = new Extensions();
    const point = extensionPoint<number>('only.one');
    extensions.provide(point, 1);
    expect(extensions.one(point)).toBe(1);
    extensions.provide(point, 2);
    expect(() => extensions.one(point)).toThrow('only.one was provided 2 times');
  });
});

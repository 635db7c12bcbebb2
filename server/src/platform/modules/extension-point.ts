/**
 * A place where one module lets others plug in, without importing them. The module that owns the
 * point declares it in its public entry; a module that depends on the owner anyway provides to it
 * when it starts. Modules stay ranked (the owner never imports its providers), so no import cycle
 * forms: drive lets share check reads through a share, passport lets auth end sessions when a
 * password is reset (docs/ARCHITECTURE.md "Modules register themselves").
 */
export interface ExtensionPoint<T> {
  readonly name: string;
  /** Only for the type: points carry no value themselves. */
  readonly _type?: T;
}

export function extensionPoint<T>(name: string): ExtensionPoint<T> {
  return { name };
}

/** What the started modules provided, per point; read when used (after every module started). */
export class Extensions {
  private readonly provided = new Map<string, unknown[]>();

  provide<T>(point: ExtensionPoint<T>, value: T): void {
    const values = this.provided.get(point.name) ?? [];
    values.push(value);
    this.provided.set(point.name, values);
  }

  /** Every value provided to the point, in the order the modules started. */
  all<T>(point: ExtensionPoint<T>): T[] {
    return [...((this.provided.get(point.name) as T[] | undefined) ?? [])];
  }

  /** The one value of a point that takes at most one (a second provider is a wiring mistake). */
  one<T>(point: ExtensionPoint<T>): T | undefined {
    const values = this.all(point);
    if (values.length > 1) throw new Error(`${point.name} was provided ${values.length} times`);
    return values[0];
  }
}

// Reads Stripe's request encoding: `application/x-www-form-urlencoded` with nested keys in brackets
// (`metadata[userId]=u1`, `expand[0]=x`), as stripe-node writes it. Values stay strings, as Stripe receives them.

export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

/** The parameters of a form-encoded body or query string; throws on a key whose brackets do not close. */
export function parseStripeForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) throw new Error(`Malformed parameter name: ${key}`);
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)];
    let node: FormObject | FormValue[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[segment] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1]!);
      container[segment] ??= nextIsIndex ? [] : {};
      node = container[segment] as FormObject | FormValue[];
    });
  }
  return root;
}

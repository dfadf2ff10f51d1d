import { addressOfRecord, formatNameAddr, type NameAddr, parseNameAddr, splitOutside } from './message';

/** The default and the longest registration the demo grants, in seconds (JsSIP asks for 600). */
const DEFAULT_EXPIRES = 3600;
const MAX_EXPIRES = 3600;

export interface Binding<C> {
  aor: string;
  contact: NameAddr;
  /** The socket the binding was made on: requests to the contact go there. */
  connection: C;
  expiresAt: number;
  /** Grows with every registration or refresh: the highest is the latest. */
  sequence: number;
}

export type RegisterResult<C> =
  { ok: true; bindings: Binding<C>[] } | { ok: false; status: number; reason: string };

/** A registrar without authentication: any user may bind contacts to its address of record. */
export function createRegistrar<C>(now: () => number) {
  let bindings: Binding<C>[] = [];
  let order = 0;

  const live = () => {
    const t = now();
    bindings = bindings.filter((b) => b.expiresAt > t);
    return bindings;
  };

  /** RFC 5626: a re-registration of the same instance and flow replaces its old binding. */
  const sameBinding = (a: NameAddr, b: NameAddr) => {
    const instance = a.params.get('+sip.instance');
    if (instance && instance === b.params.get('+sip.instance'))
      return a.params.get('reg-id') === b.params.get('reg-id');
    return a.uri === b.uri;
  };

  return {
    /** Applies one REGISTER (To, Contact and Expires header values) made on `connection`. */
    register(
      to: string,
      contacts: string[],
      expiresHeader: string | undefined,
      connection: C,
    ): RegisterResult<C> {
      const aor = addressOfRecord(parseNameAddr(to).uri);
      const values = contacts.flatMap((v) => splitOutside(v, ','));
      const headerExpires = expiresHeader === undefined ? undefined : Number(expiresHeader);
      if (values.includes('*')) {
        if (values.length > 1 || headerExpires !== 0)
          return { ok: false, status: 400, reason: 'Bad Request' };
        bindings = bindings.filter((b) => b.aor !== aor);
        return { ok: true, bindings: [] };
      }
      for (const value of values) {
        const contact = parseNameAddr(value);
        const expires = Number(contact.params.get('expires') ?? headerExpires ?? DEFAULT_EXPIRES);
        if (!Number.isFinite(expires) || expires < 0)
          return { ok: false, status: 400, reason: 'Bad Request' };
        contact.params.delete('expires');
        bindings = bindings.filter((b) => b.aor !== aor || !sameBinding(b.contact, contact));
        if (expires > 0) {
          const t = now();
          order += 1;
          bindings.push({
            aor,
            contact,
            connection,
            expiresAt: t + Math.min(expires, MAX_EXPIRES) * 1000,
            sequence: order,
          });
        }
      }
      return { ok: true, bindings: live().filter((b) => b.aor === aor) };
    },

    /** The Contact header value a 200 OK to REGISTER lists for a binding. */
    contactHeader(binding: Binding<C>): string {
      const remaining = Math.max(0, Math.round((binding.expiresAt - now()) / 1000));
      const params = new Map(binding.contact.params).set('expires', String(remaining));
      return formatNameAddr({ addr: binding.contact.addr, params });
    },

    /** The binding registered or refreshed last: where the demo's incoming calls ring. */
    latest(): Binding<C> | undefined {
      return live().reduce<Binding<C> | undefined>(
        (a, b) => (!a || b.sequence > a.sequence ? b : a),
        undefined,
      );
    },

    hasBindingOn(connection: C): boolean {
      return live().some((b) => b.connection === connection);
    },

    /** A closed socket can no longer reach its contacts. */
    dropConnection(connection: C): void {
      bindings = bindings.filter((b) => b.connection !== connection);
    },
  };
}

export type Registrar<C> = ReturnType<typeof createRegistrar<C>>;

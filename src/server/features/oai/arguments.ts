/**
 * The arguments of an OAI-PMH request (§3.1.1, §4): one legal verb, then exactly the
 * arguments that verb takes, each once and not empty, the required ones present, and a
 * resumptionToken alone.
 */
import { OaiError, VERB_ARGUMENTS, VERBS, type Verb } from './protocol';

/** A request whose verb and argument names passed the checks. */
export interface OaiRequest {
  verb: Verb;
  args: Record<string, string>;
}

/**
 * Checks `params` (the query of a GET, or the form body of a POST).
 * @throws OaiError badVerb when the verb is missing, repeated or not one of the six;
 *   badArgument for an argument the verb does not take, a repeated or empty one, a missing
 *   required one, or a resumptionToken with other arguments
 */
export function parseArguments(params: URLSearchParams): OaiRequest {
  const verbs = params.getAll('verb');
  if (verbs.length === 0) throw new OaiError('badVerb', 'The verb argument is missing');
  if (verbs.length > 1) throw new OaiError('badVerb', 'The verb argument is repeated');
  const verb = verbs[0] as Verb;
  if (!VERBS.includes(verb)) throw new OaiError('badVerb', `'${verbs[0]}' is not an OAI-PMH verb`);

  const rule = VERB_ARGUMENTS[verb];
  const allowed = new Set([...rule.required, ...rule.optional, ...(rule.exclusive ? ['resumptionToken'] : [])]);
  const args: Record<string, string> = {};
  for (const name of new Set(params.keys())) {
    if (name === 'verb') continue;
    if (!allowed.has(name)) throw new OaiError('badArgument', `${verb} does not take the argument '${name}'`);
    const values = params.getAll(name);
    if (values.length > 1) throw new OaiError('badArgument', `The argument '${name}' is repeated`);
    if (values[0] === '') throw new OaiError('badArgument', `The argument '${name}' is empty`);
    args[name] = values[0];
  }
  if (args.resumptionToken !== undefined) {
    if (Object.keys(args).length > 1) {
      throw new OaiError('badArgument', 'The resumptionToken argument is exclusive: give it alone with the verb');
    }
    return { verb, args };
  }
  const missing = rule.required.filter((name) => args[name] === undefined);
  if (missing.length) throw new OaiError('badArgument', `${verb} requires the argument '${missing[0]}'`);
  return { verb, args };
}

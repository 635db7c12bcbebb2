/**
 * A learner's JSON call to a Qiao the bench started, with the session cookie every signed-in call
 * sends; answers the envelope's data, or throws with the whole answer when it is refused.
 */
export function signedInPost(baseUrl: string, sessionToken: string) {
  return async <T>(call: string, body: object): Promise<T> => {
    const response = await fetch(`${baseUrl}${call}`, {
      method: 'POST',
      headers: { cookie: `qiao_session=${sessionToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { code: number; data: T };
    if (answer.code !== 0) throw new Error(`${call}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
}

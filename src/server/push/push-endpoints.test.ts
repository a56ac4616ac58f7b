import { describe, expect, it } from 'vitest';
import { pushEndpointProblem } from './push-endpoints';

const LOCAL_FAKE = 'http://127.0.0.1:5999';

describe('pushEndpointProblem', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGx1c2g',
    'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
  ])('accepts the browsers push service %s', (endpoint) => {
    expect(pushEndpointProblem(endpoint, [])).toBeNull();
  });

  it('accepts an origin the operator listed, even over http', () => {
    expect(pushEndpointProblem(`${LOCAL_FAKE}/push/1`, [LOCAL_FAKE])).toBeNull();
  });

  it.each([
    ['http://fcm.googleapis.com/fcm/send/abc', 'https:'],
    ['https://127.0.0.1/push', 'browser push service'],
    ['https://169.254.169.254/latest/meta-data', 'browser push service'],
    ['https://10.0.0.8/push', 'browser push service'],
    ['https://[::1]/push', 'browser push service'],
    ['https://localhost/push', 'browser push service'],
    ['https://evil.example.com/push', 'browser push service'],
    ['https://fcm.googleapis.com.evil.example/push', 'browser push service'],
    ['https://notify.windows.com/push', 'browser push service'],
    ['https://fcm.googleapis.com:8443/push', 'browser push service'],
    ['https://user:pw@fcm.googleapis.com/push', 'browser push service'],
    [`http://127.0.0.1:6000/push`, 'https:'],
    ['not a url', 'must be a URL'],
    [`https://fcm.googleapis.com/${'a'.repeat(2100)}`, 'at most 2048'],
  ])('refuses %s', (endpoint, words) => {
    expect(pushEndpointProblem(endpoint, [LOCAL_FAKE])).toContain(words);
  });
});

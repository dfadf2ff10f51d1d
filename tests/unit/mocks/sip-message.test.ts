/** @jest-environment node */
import {
  addressOfRecord,
  formatResponse,
  headerValue,
  headerValues,
  parseMessage,
  parseNameAddr,
  splitOutside,
  uriUser,
} from '@mocks/sip/message';

describe('demo SIP message text', () => {
  it('parses compact header names, folded lines and a body cut on its byte length', () => {
    const body = 'v=0\r\ns=通话\r\n';
    const bytes = new TextEncoder().encode(body).length;
    const message = parseMessage(
      [
        'INVITE sip:13800000005@sip.demo.local SIP/2.0',
        'v: SIP/2.0/WSS a.invalid;branch=z9hG4bK1',
        'f: "坐席" <sip:1001@sip.demo.local>;tag=abc',
        't: <sip:13800000005@sip.demo.local>',
        'i: call-1',
        'CSeq: 7',
        ' INVITE',
        'm: <sip:x@a.invalid;transport=ws>',
        'c: application/sdp',
        `l: ${bytes}`,
        '',
        `${body}trailing garbage`,
      ].join('\r\n'),
    );
    expect(message?.kind).toBe('request');
    expect(headerValue(message!, 'Via')).toBe('SIP/2.0/WSS a.invalid;branch=z9hG4bK1');
    expect(headerValue(message!, 'Call-ID')).toBe('call-1');
    expect(headerValue(message!, 'CSeq')).toBe('7 INVITE');
    expect(headerValues(message!, 'Contact')).toEqual(['<sip:x@a.invalid;transport=ws>']);
    expect(message!.body).toBe(body);
  });

  it('writes Content-Length in bytes', () => {
    const text = formatResponse(200, 'OK', [['Call-ID', 'x']], 's=通话');
    expect(text).toBe('SIP/2.0 200 OK\r\nCall-ID: x\r\nContent-Length: 8\r\n\r\ns=通话');
  });

  it('reads name-addr parameters outside the angle brackets and quotes', () => {
    const contact = parseNameAddr('"a;b" <sip:x@h;transport=ws>;+sip.instance="<urn:uuid:1>";expires=600');
    expect(contact.uri).toBe('sip:x@h;transport=ws');
    expect(contact.params.get('expires')).toBe('600');
    expect(contact.params.get('+sip.instance')).toBe('"<urn:uuid:1>"');
    expect(splitOutside('<sip:a@h;x=1,2>, "c,d" <sip:b@h>', ',')).toEqual([
      '<sip:a@h;x=1,2>',
      '"c,d" <sip:b@h>',
    ]);
    expect(uriUser('sip:13800000005@sip.demo.local;user=phone')).toBe('13800000005');
    expect(addressOfRecord('sip:1001@SIP.demo.local:7443;transport=ws')).toBe('1001@sip.demo.local');
  });

  it('ignores what is not SIP', () => {
    expect(parseMessage('hello')).toBeUndefined();
    expect(parseMessage('HELLO WORLD\r\n\r\n')).toBeUndefined();
  });
});

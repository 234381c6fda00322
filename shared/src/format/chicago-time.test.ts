import {
  chicagoBadge, chicagoCalendarDate, chicagoDate, chicagoDateTime, chicagoOffsetMinutes, chicagoTime, chicagoTimeRange, chicagoZone,
  fromChicagoInput, toChicagoInput,
} from './chicago-time';

const iso = (value: string) => ({ kind: 'time', iso: value });

describe('fromChicagoInput: a Chicago date and time typed in a form, as ISO with its offset', () => {
  it('takes the daylight offset in summer and the standard one in winter', () => {
    expect(fromChicagoInput('2030-06-01T19:00')).toEqual(iso('2030-06-01T19:00:00-05:00'));
    expect(fromChicagoInput('2030-01-15T19:30')).toEqual(iso('2030-01-15T19:30:00-06:00'));
  });

  it('names the instant the same wall clock shows in Chicago, whatever the zone of this machine', () => {
    const result = fromChicagoInput('2030-06-01T19:00');
    if (result.kind !== 'time') throw new Error('expected a time');
    expect(new Date(result.iso).toISOString()).toBe('2030-06-02T00:00:00.000Z');
    expect(toChicagoInput(result.iso)).toBe('2030-06-01T19:00');
  });

  describe('around the spring change (Sunday, March 10, 2030: 2:00 CST becomes 3:00 CDT)', () => {
    it('reads the evening before in standard time and the evening of in daylight time', () => {
      expect(fromChicagoInput('2030-03-09T19:00')).toEqual(iso('2030-03-09T19:00:00-06:00'));
      expect(fromChicagoInput('2030-03-10T19:00')).toEqual(iso('2030-03-10T19:00:00-05:00'));
    });

    it('reads the last minute before the change and the first after', () => {
      expect(fromChicagoInput('2030-03-10T01:59')).toEqual(iso('2030-03-10T01:59:00-06:00'));
      expect(fromChicagoInput('2030-03-10T03:00')).toEqual(iso('2030-03-10T03:00:00-05:00'));
    });

    it.each(['2030-03-10T02:00', '2030-03-10T02:30', '2030-03-10T02:59'])('says %s never happens on Chicago clocks', (value) => {
      expect(fromChicagoInput(value)).toEqual({ kind: 'skipped' });
    });
  });

  describe('around the autumn change (Sunday, November 3, 2030: 2:00 CDT becomes 1:00 CST)', () => {
    it('reads the hour that happens twice as its first, daylight, occurrence', () => {
      expect(fromChicagoInput('2030-11-03T01:30')).toEqual(iso('2030-11-03T01:30:00-05:00'));
    });

    it('reads the times on either side in their own offsets', () => {
      expect(fromChicagoInput('2030-11-03T00:59')).toEqual(iso('2030-11-03T00:59:00-05:00'));
      expect(fromChicagoInput('2030-11-03T02:00')).toEqual(iso('2030-11-03T02:00:00-06:00'));
      expect(fromChicagoInput('2030-11-02T19:00')).toEqual(iso('2030-11-02T19:00:00-05:00'));
      expect(fromChicagoInput('2030-11-03T19:00')).toEqual(iso('2030-11-03T19:00:00-06:00'));
    });
  });

  it('accepts the seconds a browser may add (:00)', () => {
    expect(fromChicagoInput('2030-06-01T19:00:00')).toEqual(iso('2030-06-01T19:00:00-05:00'));
  });

  it.each(['', '   ', '2030-06-01', '19:00', '2030-06-01 19:00', '2030-02-30T19:00', '2030-13-01T19:00', '2030-06-01T24:00', 'tomorrow'])(
    'calls %p invalid',
    (value) => {
      expect(fromChicagoInput(value)).toEqual({ kind: 'invalid' });
    },
  );
});

describe('toChicagoInput', () => {
  it('gives the Chicago wall clock of a UTC instant, across both changes', () => {
    expect(toChicagoInput('2030-06-02T00:00:00.000Z')).toBe('2030-06-01T19:00');
    expect(toChicagoInput('2030-01-16T01:30:00.000Z')).toBe('2030-01-15T19:30');
    // 07:59 UTC is 1:59 CST; 08:00 UTC is 3:00 CDT.
    expect(toChicagoInput('2030-03-10T07:59:00.000Z')).toBe('2030-03-10T01:59');
    expect(toChicagoInput('2030-03-10T08:00:00.000Z')).toBe('2030-03-10T03:00');
    // 06:30 UTC is 1:30 CDT; 07:30 UTC is 1:30 CST.
    expect(toChicagoInput('2030-11-03T06:30:00.000Z')).toBe('2030-11-03T01:30');
    expect(toChicagoInput('2030-11-03T07:30:00.000Z')).toBe('2030-11-03T01:30');
  });

  it('shows midnight as 00:00', () => {
    expect(toChicagoInput('2030-06-01T05:00:00.000Z')).toBe('2030-06-01T00:00');
  });

  it.each([null, undefined, '', 'not a date'])('gives an empty value for %p', (value) => {
    expect(toChicagoInput(value)).toBe('');
  });
});

describe('chicagoOffsetMinutes', () => {
  it('is -300 in daylight time and -360 in standard time', () => {
    expect(chicagoOffsetMinutes(Date.parse('2030-07-01T12:00:00Z'))).toBe(-300);
    expect(chicagoOffsetMinutes(Date.parse('2030-12-01T12:00:00Z'))).toBe(-360);
  });
});

describe('showing Chicago times', () => {
  const summer = '2030-06-02T00:00:00.000Z';
  const winter = '2030-01-16T01:30:00.000Z';

  it('gives the date, the time and the zone in Chicago', () => {
    expect(chicagoDate(summer)).toBe('Saturday, June 1, 2030');
    expect(chicagoTime(summer)).toBe('7:00 PM');
    expect(chicagoZone(summer)).toBe('CDT');
    expect(chicagoZone(winter)).toBe('CST');
    expect(chicagoDateTime(winter)).toBe('Tuesday, January 15, 2030 at 7:30 PM CST');
  });

  it('gives the club\'s calendar date of an instant, whatever the reader\'s zone: 03:00 UTC is the evening before in Chicago', () => {
    expect(chicagoCalendarDate('2024-03-02T03:00:00.000Z')).toBe('March 1, 2024');
    expect(chicagoCalendarDate('2024-03-02T12:00:00Z')).toBe('March 2, 2024');
    for (const bad of [null, undefined, '', '  ', 'not a date']) expect(chicagoCalendarDate(bad)).toBeUndefined();
  });

  it('gives a span on one day with one zone', () => {
    expect(chicagoTimeRange(summer, '2030-06-02T03:00:00.000Z')).toBe('7:00 PM – 10:00 PM CDT');
  });

  it('adds the end’s date when the dinner ends on a later day', () => {
    expect(chicagoTimeRange('2030-06-02T04:00:00.000Z', '2030-06-02T06:00:00.000Z'))
      .toBe('11:00 PM – Sunday, June 2, 2030 at 1:00 AM CDT');
  });

  it('names both zones when the clocks change during the dinner', () => {
    // 11:30 PM CST on March 9 to 3:30 AM CDT on March 10.
    expect(chicagoTimeRange('2030-03-10T05:30:00.000Z', '2030-03-10T08:30:00.000Z'))
      .toBe('11:30 PM CST – Sunday, March 10, 2030 at 3:30 AM CDT');
  });

  it('gives the parts of a calendar-page badge', () => {
    expect(chicagoBadge(summer)).toEqual({ weekday: 'Sat', month: 'Jun', day: '1' });
  });
});

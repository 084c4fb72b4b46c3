/**
 * For tests: the RFC 5545 shape problems in an iCalendar text (empty when none). Checks the
 * framing (CRLF, 75-octet folding, content-line syntax), component nesting, the properties
 * each component must carry, and that every TZID used is defined by a VTIMEZONE.
 */

const CONTENT_LINE = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*))*):(.*)$/;
const UTC_OFFSET = /^[+-]\d{4}(\d{2})?$/;
const REQUIRED: Record<string, string[]> = {
  VCALENDAR: ['PRODID', 'VERSION'],
  VEVENT: ['UID', 'DTSTAMP', 'DTSTART'],
  VTIMEZONE: ['TZID'],
  STANDARD: ['DTSTART', 'TZOFFSETFROM', 'TZOFFSETTO'],
  DAYLIGHT: ['DTSTART', 'TZOFFSETFROM', 'TZOFFSETTO'],
  VALARM: ['ACTION', 'TRIGGER'],
};

interface Component {
  name: string;
  properties: { name: string; params: string; value: string }[];
  children: Component[];
}

export function icsShapeProblems(ics: string): string[] {
  const problems: string[] = [];
  if (!ics.endsWith('\r\n')) problems.push('does not end with CRLF');
  const physical = ics.split('\r\n').slice(0, -1);
  if (physical.some((line) => /[\r\n]/.test(line))) problems.push('bare CR or LF');
  const encoder = new TextEncoder();
  physical.forEach((line, index) => {
    if (encoder.encode(line).length > 75) problems.push(`line ${index + 1} is over 75 octets`);
  });
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (logical.length === 0) problems.push('starts with a continuation line');
      else logical[logical.length - 1] += line.slice(1);
    } else logical.push(line);
  }

  const root: Component = { name: '', properties: [], children: [] };
  const stack = [root];
  for (const line of logical) {
    const match = CONTENT_LINE.exec(line);
    if (!match) {
      problems.push(`not a content line: ${line}`);
      continue;
    }
    const [, name = '', params = '', value = ''] = match;
    const current = stack[stack.length - 1]!;
    if (name === 'BEGIN') {
      const child: Component = { name: value, properties: [], children: [] };
      current.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      if (current.name !== value) problems.push(`END:${value} closes ${current.name || 'nothing'}`);
      else stack.pop();
    } else current.properties.push({ name, params, value });
  }
  if (stack.length !== 1) problems.push(`${stack[stack.length - 1]!.name} is never closed`);
  if (root.children.length !== 1 || root.children[0]?.name !== 'VCALENDAR')
    problems.push('is not exactly one VCALENDAR');

  const defined = new Set<string>();
  const used = new Set<string>();
  const visit = (component: Component) => {
    for (const required of REQUIRED[component.name] ?? []) {
      const count = component.properties.filter((p) => p.name === required).length;
      if (count !== 1) problems.push(`${component.name} has ${count} ${required}`);
    }
    for (const property of component.properties) {
      const tzid = /;TZID=([^;:]+)/.exec(property.params)?.[1];
      if (tzid) used.add(tzid);
      if (component.name === 'VTIMEZONE' && property.name === 'TZID') defined.add(property.value);
      if (property.name.startsWith('TZOFFSET') && !UTC_OFFSET.test(property.value))
        problems.push(`bad offset ${property.value}`);
    }
    if (
      component.name === 'VTIMEZONE' &&
      !component.children.some((child) => child.name === 'STANDARD' || child.name === 'DAYLIGHT')
    )
      problems.push('VTIMEZONE without STANDARD or DAYLIGHT');
    component.children.forEach(visit);
  };
  root.children.forEach(visit);
  for (const tzid of used) if (!defined.has(tzid)) problems.push(`TZID ${tzid} has no VTIMEZONE`);
  return problems;
}

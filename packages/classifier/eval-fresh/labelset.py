# Shared by the author_*.py scripts: date arithmetic by ../../../shared/eval/GUIDELINES.md (section 4 and its
# Clarifications), the context builders and the writer of a set and its sha1 split. Each script passes its own
# table of capture times (key -> (local wall time, time zone)) to use() before labelling.
import json, os, datetime as dt, calendar, hashlib
from collections import Counter
DAYS=['mon','tue','wed','thu','fri','sat','sun']
OMIT='OMIT'
NOW={}
def use(now, weekdays=None):
  """Binds the script's capture times; when given, checks the weekday written beside each."""
  NOW.clear(); NOW.update(now)
  for k,day in (weekdays or {}).items():
    assert DAYS[dt.date.fromisoformat(NOW[k][0][:10]).weekday()]==day, k
def today(k): return dt.date.fromisoformat(NOW[k][0][:10])
def fmt(d,t): return d.isoformat()+(' '+t if t else '')
def wd(k,day,t=None):
  """A bare weekday, "this <weekday>" and "next <weekday>": the next such day that is not today (GUIDELINES 4.2)."""
  d=today(k); n=DAYS.index(day); delta=(n-d.weekday())%7 or 7
  return fmt(d+dt.timedelta(days=delta),t)
def rel(k,n,t=None): return fmt(today(k)+dt.timedelta(days=n),t)
def tonight(k,t='20:00'): return rel(k,0,t)
def sat(k,t=None): return wd(k,'sat',t)
def nth(k,day,t=None):
  """'the 22nd': the next such day on or after today."""
  d=today(k); y,m=d.year,d.month
  while True:
    if day<=calendar.monthrange(y,m)[1] and dt.date(y,m,day)>=d: return fmt(dt.date(y,m,day),t)
    m+=1
    if m>12: y,m=y+1,1
def md(k,month,day,t=None,weekday=None):
  """'Oct 3', 'friday the 12th': that date in the coming twelve months; the named weekday must agree."""
  d=today(k); x=dt.date(d.year,month,day)
  if x<d: x=dt.date(d.year+1,month,day)
  if weekday: assert DAYS[x.weekday()]==weekday, (k,month,day,weekday)
  return fmt(x,t)
def at(date,t=None):
  """A date computed by hand ('2026-05-04') with an optional clock time."""
  return date+(' '+t if t else '')
def eom(k):
  d=today(k); return dt.date(d.year,d.month,calendar.monthrange(d.year,d.month)[1]).isoformat()
def T(*ts): return [{'id':f't{i+1}','title':t[0],'parent_id':t[1] if len(t)>1 else None} if isinstance(t,tuple) else {'id':f't{i+1}','title':t,'parent_id':None} for i,t in enumerate(ts)]
def P(*ps): return [{'id':f'p{i+1}','title':p} for i,p in enumerate(ps)]
def C(*cs): return [{'id':f'c{i+1}','name':n,'relation':r} for i,(n,r) in enumerate(cs)]
def ctx(p=None,t=None,co=None):
  o={}
  if p: o['projects']=p
  if t: o['tasks']=t
  if co: o['contacts']=co
  return o
def is_held(text):
  """The split fixed before a set's first scoring: odd sha1 of the text is held."""
  return int(hashlib.sha1(text.encode()).hexdigest(), 16) % 2 == 1
def write(path, rows):
  with open(path, "w") as f:
    for r in rows: f.write(json.dumps(r, ensure_ascii=False) + "\n")
def labeller(cases):
  """c(key, text, domain, event type, …): appends one labelled case, checking that a schedule is not before
  now and that every entity occurs in the text; sched=OMIT leaves the key out (a recurring schedule, 4.6)."""
  def c(k,text,dom,et,sched=None,ents=(),ctx=None,prio=None,wait=None,exp=None,comp=None,par=None):
    now,tz=NOW[k]
    if sched not in (None,OMIT): assert sched>=now[:10], (text,sched)
    e={'domain':dom,'event_type':et,'is_container':et in('project','contact')}
    if sched!=OMIT: e['scheduled_local']=sched
    e['entities']=list(ents)
    for n in ents: assert n.lower() in text.lower(), (text,n)
    if prio: e['priority']=prio
    e['waiting_for']=wait
    if exp: e['expected_date']=exp
    e['completes']=comp; e['parent']=par
    cases.append({'text':text,'now':now,'timezone':tz,'context':ctx or {},'expect':e})
  return c
def labeller_ents(cases):
  """labeller's c(), also taking the entity list as the fifth argument when nothing is scheduled."""
  plain=labeller(cases)
  def c(k,text,dom,et,*a,**kw):
    if a and isinstance(a[0],list): kw['ents']=a[0]; a=a[1:]
    plain(k,text,dom,et,*a,**kw)
  return c
def write_split_set(here, n, cases):
  """Writes thoughts-fresh-<n>.jsonl (ids f<n>001…) with its read and held parts, and prints the counts."""
  rows = [{"id": f"f{n}{i+1:03d}", **cs} for i, cs in enumerate(cases)]
  write(os.path.join(here, f"thoughts-fresh-{n}.jsonl"), rows)
  held = lambda r: is_held(r["text"])
  write(os.path.join(here, f"thoughts-fresh-{n}-read.jsonl"), [r for r in rows if not held(r)])
  write(os.path.join(here, f"thoughts-fresh-{n}-held.jsonl"), [r for r in rows if held(r)])
  print(len(cases), Counter(c['expect']['event_type'] for c in cases), Counter(c['expect']['domain'] for c in cases))
  print('read', sum(1 for r in rows if not held(r)), 'held', sum(1 for r in rows if held(r)))
  print('parent', sum(1 for c in cases if c['expect']['parent']), 'completes', sum(1 for c in cases if c['expect']['completes']), 'waiting', sum(1 for c in cases if c['expect']['waiting_for']), 'sched', sum(1 for c in cases if c['expect'].get('scheduled_local')), 'omit', sum(1 for c in cases if 'scheduled_local' not in c['expect']))

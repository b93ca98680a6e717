/* A callback line names a known role and the member that holds it; a held
   line's role is a known one.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/bad-callback.api" } */
/* { dg-error "bad-callback.api:1: field 'role': unknown role 'wake' \\(expected 'resume', 'runtime-resume', 'teardown', 'enable', 'power-event', 'release', 'probe', 'bound' or 'runtime-suspend'\\)" "" { target *-*-* } 0 } */
/* { dg-error "bad-callback.api:2: kind 'callback' needs the field 'member=NAME'" "" { target *-*-* } 0 } */
/* { dg-error "bad-callback.api:3: field 'role': unknown role 'sleep' \\(expected 'resume', 'runtime-resume', 'teardown', 'enable', 'power-event', 'release', 'probe', 'bound' or 'runtime-suspend'\\)" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;

/* With shown=NAME, a finding names NAME, not the function called: the
   API the user's code reaches through a macro.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/shown.api" } */
#define EIO 5
struct lk {
	int owner;
};
struct priv {
	struct lk l;
};
void my_lock_helper(struct lk *l);
void my_unlock(struct lk *l);
void my_unlock_helper(struct lk *l);
#define my_lock_by_macro(l) my_lock_helper(l)
#define my_unlock_by_macro(l) my_unlock_helper(l)
int op(struct priv *p);

int leak(struct priv *p)
{
	my_lock_by_macro(&p->l); /* { dg-message "taken here" } */
	if (op(p) < 0) /* { dg-message "error branch" } */
		return -EIO; /* { dg-warning "lock '&p->l' taken by 'my_lock' is not released" } */
	/* { dg-message "returns here without 'my_unlock'" "" { target *-*-* } .-1 } */
	/* { dg-bogus "helper" "" { target *-*-* } .-2 } */
	my_unlock(&p->l);
	return 0;
}

int twice(struct priv *p)
{
	my_lock_by_macro(&p->l);
	if (op(p) < 0)
		my_unlock_by_macro(&p->l); /* { dg-message "first 'my_unlock' here" } */
	my_unlock_by_macro(&p->l); /* { dg-warning "double 'my_unlock' of '&p->l'" } */
	/* { dg-bogus "helper" "" { target *-*-* } .-1 } */
	return 0;
}

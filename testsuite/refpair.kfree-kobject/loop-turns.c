/* A loop that initialises the kobject of each element of an array and
   frees, earlier in a turn, an element it rejects ("if (!valid(s[i])) {
   kfree(s[i]); continue; } kobject_init_and_add(&s[i]->kobj, ...)") frees
   an element no turn has initialised yet: the earlier turns' are other
   elements.  Freeing the element after its own initialisation failed, in
   the same turn, is still reported.  -O2 as in the kernel.  */
/* { dg-options "-O2" } */
#include <linux/kobject.h>
#include <linux/slab.h>

#define NSET 16

struct setting {
	char *name;
	struct kobject kobj;
};

struct settings {
	struct setting *s[NSET];
};

extern const struct kobj_type setting_ktype;
int name_taken(const char *name);

int add_settings(struct settings *p)
{
	int i, ret;

	for (i = 0; i < NSET; i++) {
		if (!p->s[i])
			continue;
		if (name_taken(p->s[i]->name)) {
			kfree(p->s[i]); /* { dg-bogus "refpair" "not initialised in this turn" } */
			p->s[i] = NULL;
			continue;
		}
		ret = kobject_init_and_add(&p->s[i]->kobj, &setting_ktype, NULL, "%s",
					   p->s[i]->name);
		if (ret)
			goto fail;
	}
	return 0;
fail:
	for (; i >= 0; i--)
		if (p->s[i])
			kobject_put(&p->s[i]->kobj);
	return ret;
}

int add_settings_free_failed(struct settings *p)
{
	int i, ret;

	for (i = 0; i < NSET; i++) {
		if (!p->s[i])
			continue;
		ret = kobject_init_and_add(&p->s[i]->kobj, &setting_ktype, NULL, "%s", /* { dg-message "initialised here" } */
					   p->s[i]->name);
		if (ret) {
			kfree(p->s[i]); /* { dg-warning "'p->s\\\[i\\\]' freed with 'kfree' after 'kobject_init_and_add'" } */
			p->s[i] = NULL;
			return ret;
		}
	}
	return 0;
}

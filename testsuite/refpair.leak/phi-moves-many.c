/* PHI moves on an edge happen all at once, however many there are.  The
   loop's back edge has 70 PHI moves that rotate 70 pointers, and the one
   reference dev holds travels round them.  When the moves were applied in
   chunks of 64, the last ones read PHIs an earlier chunk had already
   overwritten: the reference was lost on the way, and putting every
   pointer looked like a leak.  (The moves of the back edge are in the order
   of the declarations: p0 = p1, ..., p68 = p69 in the first 64, then
   p69 = t, which is p0's old value.)  */
#include <linux/device.h>
#include <linux/kernel.h>

/* Every pointer is put: whichever holds the reference gives it back.  */
int rotate_all_put(struct device *dev, int n)
{
	struct device *p0 = get_device(dev), *p1 = NULL, *p2 = NULL,
		      *p3 = NULL, *p4 = NULL, *p5 = NULL, *p6 = NULL,
		      *p7 = NULL, *p8 = NULL, *p9 = NULL, *p10 = NULL,
		      *p11 = NULL, *p12 = NULL, *p13 = NULL, *p14 = NULL,
		      *p15 = NULL, *p16 = NULL, *p17 = NULL, *p18 = NULL,
		      *p19 = NULL, *p20 = NULL, *p21 = NULL, *p22 = NULL,
		      *p23 = NULL, *p24 = NULL, *p25 = NULL, *p26 = NULL,
		      *p27 = NULL, *p28 = NULL, *p29 = NULL, *p30 = NULL,
		      *p31 = NULL, *p32 = NULL, *p33 = NULL, *p34 = NULL,
		      *p35 = NULL, *p36 = NULL, *p37 = NULL, *p38 = NULL,
		      *p39 = NULL, *p40 = NULL, *p41 = NULL, *p42 = NULL,
		      *p43 = NULL, *p44 = NULL, *p45 = NULL, *p46 = NULL,
		      *p47 = NULL, *p48 = NULL, *p49 = NULL, *p50 = NULL,
		      *p51 = NULL, *p52 = NULL, *p53 = NULL, *p54 = NULL,
		      *p55 = NULL, *p56 = NULL, *p57 = NULL, *p58 = NULL,
		      *p59 = NULL, *p60 = NULL, *p61 = NULL, *p62 = NULL,
		      *p63 = NULL, *p64 = NULL, *p65 = NULL, *p66 = NULL,
		      *p67 = NULL, *p68 = NULL, *p69 = NULL;

	while (n-- > 0) {
		struct device *t = p0;

		p0 = p1; p1 = p2; p2 = p3; p3 = p4; p4 = p5; p5 = p6; p6 = p7;
		p7 = p8; p8 = p9; p9 = p10; p10 = p11; p11 = p12; p12 = p13;
		p13 = p14; p14 = p15; p15 = p16; p16 = p17; p17 = p18;
		p18 = p19; p19 = p20; p20 = p21; p21 = p22; p22 = p23;
		p23 = p24; p24 = p25; p25 = p26; p26 = p27; p27 = p28;
		p28 = p29; p29 = p30; p30 = p31; p31 = p32; p32 = p33;
		p33 = p34; p34 = p35; p35 = p36; p36 = p37; p37 = p38;
		p38 = p39; p39 = p40; p40 = p41; p41 = p42; p42 = p43;
		p43 = p44; p44 = p45; p45 = p46; p46 = p47; p47 = p48;
		p48 = p49; p49 = p50; p50 = p51; p51 = p52; p52 = p53;
		p53 = p54; p54 = p55; p55 = p56; p56 = p57; p57 = p58;
		p58 = p59; p59 = p60; p60 = p61; p61 = p62; p62 = p63;
		p63 = p64; p64 = p65; p65 = p66; p66 = p67; p67 = p68;
		p68 = p69; p69 = t;
	}
	put_device(p0); put_device(p1); put_device(p2); put_device(p3);
	put_device(p4); put_device(p5); put_device(p6); put_device(p7);
	put_device(p8); put_device(p9); put_device(p10); put_device(p11);
	put_device(p12); put_device(p13); put_device(p14); put_device(p15);
	put_device(p16); put_device(p17); put_device(p18); put_device(p19);
	put_device(p20); put_device(p21); put_device(p22); put_device(p23);
	put_device(p24); put_device(p25); put_device(p26); put_device(p27);
	put_device(p28); put_device(p29); put_device(p30); put_device(p31);
	put_device(p32); put_device(p33); put_device(p34); put_device(p35);
	put_device(p36); put_device(p37); put_device(p38); put_device(p39);
	put_device(p40); put_device(p41); put_device(p42); put_device(p43);
	put_device(p44); put_device(p45); put_device(p46); put_device(p47);
	put_device(p48); put_device(p49); put_device(p50); put_device(p51);
	put_device(p52); put_device(p53); put_device(p54); put_device(p55);
	put_device(p56); put_device(p57); put_device(p58); put_device(p59);
	put_device(p60); put_device(p61); put_device(p62); put_device(p63);
	put_device(p64); put_device(p65); put_device(p66); put_device(p67);
	put_device(p68); put_device(p69);
	return -EIO;	/* { dg-bogus "refpair" } */
}

/* p69 is not put: after one turn of the loop it holds the reference.  */
int rotate_one_missed(struct device *dev, int n)
{
	struct device *p0 = get_device(dev), *p1 = NULL, *p2 = NULL, /* { dg-message "taken here" } */
		      *p3 = NULL, *p4 = NULL, *p5 = NULL, *p6 = NULL,
		      *p7 = NULL, *p8 = NULL, *p9 = NULL, *p10 = NULL,
		      *p11 = NULL, *p12 = NULL, *p13 = NULL, *p14 = NULL,
		      *p15 = NULL, *p16 = NULL, *p17 = NULL, *p18 = NULL,
		      *p19 = NULL, *p20 = NULL, *p21 = NULL, *p22 = NULL,
		      *p23 = NULL, *p24 = NULL, *p25 = NULL, *p26 = NULL,
		      *p27 = NULL, *p28 = NULL, *p29 = NULL, *p30 = NULL,
		      *p31 = NULL, *p32 = NULL, *p33 = NULL, *p34 = NULL,
		      *p35 = NULL, *p36 = NULL, *p37 = NULL, *p38 = NULL,
		      *p39 = NULL, *p40 = NULL, *p41 = NULL, *p42 = NULL,
		      *p43 = NULL, *p44 = NULL, *p45 = NULL, *p46 = NULL,
		      *p47 = NULL, *p48 = NULL, *p49 = NULL, *p50 = NULL,
		      *p51 = NULL, *p52 = NULL, *p53 = NULL, *p54 = NULL,
		      *p55 = NULL, *p56 = NULL, *p57 = NULL, *p58 = NULL,
		      *p59 = NULL, *p60 = NULL, *p61 = NULL, *p62 = NULL,
		      *p63 = NULL, *p64 = NULL, *p65 = NULL, *p66 = NULL,
		      *p67 = NULL, *p68 = NULL, *p69 = NULL;

	while (n-- > 0) { /* { dg-message "error branch taken here" } */
		struct device *t = p0;

		p0 = p1; p1 = p2; p2 = p3; p3 = p4; p4 = p5; p5 = p6; p6 = p7;
		p7 = p8; p8 = p9; p9 = p10; p10 = p11; p11 = p12; p12 = p13;
		p13 = p14; p14 = p15; p15 = p16; p16 = p17; p17 = p18;
		p18 = p19; p19 = p20; p20 = p21; p21 = p22; p22 = p23;
		p23 = p24; p24 = p25; p25 = p26; p26 = p27; p27 = p28;
		p28 = p29; p29 = p30; p30 = p31; p31 = p32; p32 = p33;
		p33 = p34; p34 = p35; p35 = p36; p36 = p37; p37 = p38;
		p38 = p39; p39 = p40; p40 = p41; p41 = p42; p42 = p43;
		p43 = p44; p44 = p45; p45 = p46; p46 = p47; p47 = p48;
		p48 = p49; p49 = p50; p50 = p51; p51 = p52; p52 = p53;
		p53 = p54; p54 = p55; p55 = p56; p56 = p57; p57 = p58;
		p58 = p59; p59 = p60; p60 = p61; p61 = p62; p62 = p63;
		p63 = p64; p64 = p65; p65 = p66; p66 = p67; p67 = p68;
		p68 = p69; p69 = t;
	}
	put_device(p0); put_device(p1); put_device(p2); put_device(p3);
	put_device(p4); put_device(p5); put_device(p6); put_device(p7);
	put_device(p8); put_device(p9); put_device(p10); put_device(p11);
	put_device(p12); put_device(p13); put_device(p14); put_device(p15);
	put_device(p16); put_device(p17); put_device(p18); put_device(p19);
	put_device(p20); put_device(p21); put_device(p22); put_device(p23);
	put_device(p24); put_device(p25); put_device(p26); put_device(p27);
	put_device(p28); put_device(p29); put_device(p30); put_device(p31);
	put_device(p32); put_device(p33); put_device(p34); put_device(p35);
	put_device(p36); put_device(p37); put_device(p38); put_device(p39);
	put_device(p40); put_device(p41); put_device(p42); put_device(p43);
	put_device(p44); put_device(p45); put_device(p46); put_device(p47);
	put_device(p48); put_device(p49); put_device(p50); put_device(p51);
	put_device(p52); put_device(p53); put_device(p54); put_device(p55);
	put_device(p56); put_device(p57); put_device(p58); put_device(p59);
	put_device(p60); put_device(p61); put_device(p62); put_device(p63);
	put_device(p64); put_device(p65); put_device(p66); put_device(p67);
	put_device(p68);
	return -EIO;	/* { dg-warning "reference to 'dev' taken by 'get_device' is not released" } */
			/* { dg-message "returns here without 'put_device'" "" { target *-*-* } .-1 } */
}

"""A small class written by hand: honest students who quote one sentence of a source with a citation, share
a stock sentence and the everyday words of their subject, and one student who reworded the source.

Used by the tests that hold the rule that text shared legitimately never accuses anyone
(tests/engine/test_honest_students.py). Every text here was written for these tests.
"""

from __future__ import annotations

#: The popular sentence of the source that several students quote (23 words).
QUOTED = ("Neonicotinoid pesticides, even in doses far below those that kill, impair the ability of foraging "
          "honeybees to find their way back to the hive")

SOURCE = f"""Pollinators under pressure

Across Europe and North America, beekeepers have reported heavy winter losses for more than a decade.
Researchers have identified several causes that act together rather than alone. Parasitic mites weaken
colonies and spread viruses between hives, while monoculture farming leaves long periods in which no
flowers bloom near the hives.

{QUOTED}. Field trials in three countries showed that treated colonies produced fewer new queens and
gathered less pollen over a season. Regulators in the European Union restricted three of these compounds
in 2013 and extended the ban to all outdoor crops in 2018.

Climate change adds a further strain. Warmer winters wake colonies too early, and flowering seasons shift
so that plants and their pollinators no longer meet at the right time. Wild bumblebees, which prefer cool
weather, have disappeared from the southern edge of their range and moved uphill in the mountains.
"""

#: The source's third paragraph reworded: words swapped for synonyms, some phrases recast, the order kept.
SOURCE_REWORDED = """Climate change puts further pressure on the insects. Milder winters rouse colonies before
their time, and flowering seasons move so that plants and pollinators fail to meet when they should. Wild
bumblebees, which like cooler weather, have vanished from the southern limit of their range and shifted
higher up in the mountains."""

ESSAY_ANNA = f"""Why are bees in decline?

In this essay I will look at the main threats and what could be done about them.

Bees matter to everyone who eats fruit, because most orchards depend on them in spring. My grandfather kept
two hives behind his shed, and every year he complained that the colonies were smaller. When I started
reading for this assignment I understood that his problem was not unusual.

Many scientists point to chemicals used on farms. As one review puts it, “{QUOTED}” (Hartley, 2023). I
agree with this, because when I read about the problem I found it important. The bees are not killed outright
but get lost. A lost forager means less food for the colony, so the damage is slow and easy to miss.

Mites are another cause. The varroa mite feeds on developing bees and carries deformed wing virus, and
beekeepers have to treat their hives several times a year. Some beekeepers now breed queens whose workers
groom the mites off each other.

In my opinion the best answer is to plant strips of wild flowers along field edges and to keep the ban on
the worst sprays. Gardeners can help too by leaving part of the lawn uncut.
"""

ESSAY_BEN = f"""Threats to honeybees

Honeybees pollinate about a third of the crops we eat, so their decline worries farmers and
governments alike. In this report I describe three pressures on colonies and say which one I think is worst.

The first pressure is disease. Colonies weakened by parasites catch viral infections more easily, and an
infected hive can collapse within a single winter. Treatments exist, but mites develop resistance to them.

The second pressure comes from agriculture. Hartley (2023) explains that “{QUOTED}.” Reading about
this problem, I found it important and I agree. Researchers measured the same effect with tracking chips
glued to the insects. This convinced me that the chemicals are a real danger and not a rumour.

The third pressure is the loss of habitat. Hedges are removed to make larger fields, and towns replace
meadows with car parks. Without a variety of flowers the bees get a poor diet.

To conclude, farming practices seem to be the main driver, although the three pressures reinforce each
other. Schools could teach children to recognise different bees, which would raise awareness.
"""

ESSAY_CHLOE = f"""Bees and pesticides

Everybody has heard that bees are disappearing, but fewer people know why. Below I discuss the evidence
about sprays, parasites and the weather, and I finish with my own view.

Sprays have received most of the attention from journalists. A widely cited study concludes: “{QUOTED}”
(Hartley, 2023, p. 4). I found this important when I read it, and I agree with the
author. The effect happens at very small doses, far smaller than what a farmer sprays on a field. That makes the substances
hard to use safely anywhere near flowering plants.

Parasites are harder to see. A colony can look healthy in August and be dead by February, and the
beekeeper may never find the cause. Research stations in Switzerland and Canada are testing new treatments
based on natural acids.

The weather matters as well. A wet spring keeps foragers inside and a drought dries up the nectar, so bad
years can hit colonies that are already weak.

Overall, I think that sprays are the easiest cause to fix, because a government can simply forbid them,
while parasites and the weather are much harder to control.
"""

#: Anna's essay with the same sentence pasted without quotation marks or citation.
ESSAY_ANNA_UNMARKED = ESSAY_ANNA.replace(f"“{QUOTED}” (Hartley, 2023)", QUOTED)

#: An essay that reworded the source's third paragraph (synonym-swapped, in order) and cites nothing.
ESSAY_DANIEL = f"""What is killing the bees?

Honey is one of my favourite foods, so I chose this topic. My cousin works on a farm near the coast and
told me about empty hives last winter.

{SOURCE_REWORDED}

Farmers also use sprays that confuse the insects. Some countries have already forbidden certain products,
but others have not, and the insects do not stop at borders.

I think everyone should plant flowers on balconies and in gardens, since even a small patch feeds
hundreds of insects during the summer months.
"""

#: Two honest essays on another subject that open with one stock phrase (a sentence's first eleven words)
#: and share the everyday words of the task.
STOCK_PHRASE = "In this essay I will look at the main threats and"

STOCK_A = f"""Plastic in the oceans

{STOCK_PHRASE} then suggest how each of us can help. Plastic bags, bottles and fishing nets end up in the sea every day. Sea turtles
mistake floating bags for jellyfish and choke on them. I found this very important when I read about it,
because turtles have survived for millions of years and now a simple shopping bag can kill them.

Microplastics are a newer worry. Tiny fragments from clothing and tyres pass through sewage plants and are
eaten by plankton, so they move up the food chain to the fish we eat. I agree with the scientists who say
that we still do not know how harmful this is for people.

Cleaning the oceans is almost impossible, so the answer must be to stop plastic at the source. Deposit
schemes for bottles have worked well in Germany and Norway.
"""

STOCK_B = f"""Saving the coral reefs

{STOCK_PHRASE} ask whether marine parks can protect the reefs. Coral reefs cover a tiny part of the ocean floor but shelter a quarter of all marine
species. When the water gets too warm, corals expel the algae living in their tissue and turn white. I
found it important to read that a bleached reef can recover, but only if the heat does not return for
several years.

Overfishing removes the parrotfish that graze algae off the coral. Without them, seaweed smothers the
reef. I agree that marine parks, where fishing is forbidden, give reefs a better chance.

Divers and tourists can also harm reefs by touching them or by using sun creams with certain chemicals.
Some islands in the Pacific have banned these creams already.
"""

// Demo discussions for a first look at the forum: a few believable threads in every category, written by the
// demo accounts (demo-data.ts), with replies, answers in threads, likes, a pinned welcome and a locked notice.
// Written straight into the store (the hourly limit is for people), each post with its badge count as a real
// post has it. Only into a forum that is still empty.
import type { ForumCategoryId } from '#/domain/forum-categories.ts';
import type { Backend } from '../../backend.ts';
import { limit } from '../../store/query.ts';
import { newRowId } from '../../store/row-ids.ts';
import { recordAchievement } from '../gamification/index.ts';
import { newPostRow } from './posts.ts';
import { newReplyRow, renderReplyBody } from './replies.ts';
import { likeRowId } from './row-keys.ts';

/** Demo people by the email of their demo account. */
type Who = 'admin' | 'paid' | 'free' | 'corporate';
const EMAILS: Readonly<Record<Who, string>> = {
  admin: 'admin@demo.example',
  paid: 'paid@demo.example',
  free: 'free@demo.example',
  corporate: 'corporate@demo.example',
};

interface DemoReply {
  readonly by: Who;
  /** Hours after the post. */
  readonly after: number;
  readonly body: string;
  /** Answers to this reply (its thread). */
  readonly answers?: readonly DemoReply[];
}

interface DemoThread {
  readonly by: Who;
  readonly category: ForumCategoryId;
  /** Hours before now. */
  readonly hoursAgo: number;
  readonly title: string;
  readonly body: string;
  readonly pinned?: boolean;
  readonly locked?: boolean;
  readonly replies?: readonly DemoReply[];
  /** Who liked the discussion (never its author: nobody likes their own). */
  readonly likedBy?: readonly Who[];
}

const THREADS: readonly DemoThread[] = [
  {
    by: 'admin', category: 'announcements', hoursAgo: 330, pinned: true,
    title: 'Welcome to the forum: how it works', likedBy: ['paid', 'free', 'corporate'],
    body: 'This is the place to ask, share and think out loud with leaders across the programme.\n\n- **Be kind and specific.** Say what you tried and what happened.\n- **Keep confidences.** Change names when you tell a story about your team.\n- **Report** anything that breaks these rules: a moderator reads every report.\n\nYou can start up to 5 discussions and write up to 30 replies an hour. Markdown works: **bold**, *italic*, lists and [links](/knowledge-base).',
    replies: [{ by: 'corporate', after: 5, body: 'Thank you Ama. Is there a category for questions about our organisation’s cohort?' , answers: [{ by: 'admin', after: 6, body: 'Use **General** for now, and start the title with your organisation’s name so colleagues find it.' }] }],
  },
  {
    by: 'admin', category: 'announcements', hoursAgo: 50, locked: true,
    title: 'New: weekly reflection prompts are live',
    body: 'Sixteen reflection prompts now rotate week by week. A reflection of at least 200 characters earns 60 XP once a week. Questions? Ask in **General**; this notice is locked to keep it short.',
  },
  {
    by: 'paid', category: 'general', hoursAgo: 70,
    title: 'One-to-ones when English is everyone’s second language', likedBy: ['corporate', 'free'],
    body: 'Half of my team of nine think in Twi or Ewe first. In one-to-ones I notice people agree quickly and then nothing changes.\n\nWhat do you do to make sure you have really understood each other?',
    replies: [
      { by: 'corporate', after: 2, body: 'I ask people to tell me in their own words what we agreed, and I write the actions in the chat afterwards. It felt slow at first; now it saves us a week of misunderstandings.', answers: [{ by: 'free', after: 4, body: 'Same here. I also let people answer in the language they think in, and a colleague translates. The ideas got much better.' }] },
      { by: 'admin', after: 9, body: 'Module 2 of Sabrina’s path has a short section on this: *check for understanding, not agreement*.' },
    ],
  },
  {
    by: 'free', category: 'general', hoursAgo: 44,
    title: 'First time leading people older than me: advice?', likedBy: ['paid', 'corporate', 'admin'],
    body: 'I was promoted to supervisor at our Johannesburg contact centre. Three of my agents have been there longer than I have been working. How do I lead without pretending to know more than they do?',
    replies: [
      { by: 'paid', after: 1, body: 'Ask them to teach you the parts they know best, openly, in front of the team. Respect goes both ways.' },
      { by: 'corporate', after: 3, body: 'Agree together what *you* are responsible for (targets, rosters, escalations) and what they own. It removed most of the tension for me.' },
    ],
  },
  {
    by: 'corporate', category: 'kofi', hoursAgo: 120,
    title: 'Module 4: we replaced a WhatsApp group with a shared sheet', likedBy: ['paid'],
    body: 'Our field officers reported stock levels in a WhatsApp group. Messages got lost and nobody could see the totals.\n\nWe moved to a shared sheet with one row per visit. What made it stick:\n\n1. We kept the WhatsApp group for questions only.\n2. The sheet has five columns, no more.\n3. I reply to every new row for the first two weeks.',
    replies: [{ by: 'paid', after: 20, body: 'Point 3 is the one people skip. Thanks for sharing the detail.' }],
  },
  {
    by: 'paid', category: 'kofi', hoursAgo: 30,
    title: 'Small experiments: payment reminders, week 2 results', likedBy: ['corporate', 'admin'],
    body: 'We tested two SMS reminder wordings on overdue invoices in Kumasi:\n\n| Wording | Sent | Paid within 7 days |\n|---|---|---|\n| Polite reminder | 120 | 31 |\n| Reminder with due date and amount | 118 | 49 |\n\nSmall sample, but we are switching everyone to the second one next week.',
    replies: [{ by: 'free', after: 6, body: 'Did you check whether the second group had smaller amounts owing? That could explain part of it.', answers: [{ by: 'paid', after: 8, body: 'Good question: the average was the same in both groups, we split them by invoice number.' }] }],
  },
  {
    by: 'free', category: 'sabrina', hoursAgo: 96,
    title: 'Resistance that turned out to be a good question', likedBy: ['corporate', 'admin', 'paid'],
    body: 'When we changed the night-shift roster, one team lead pushed back hard. I was ready to escalate. Then she explained that the new roster left nobody trained on the billing system after 2 a.m. She was right.\n\nHow do you tell resistance from a warning you should listen to?',
    replies: [
      { by: 'corporate', after: 4, body: 'I assume it is a warning until I have asked “what would go wrong?” twice.' },
      { by: 'admin', after: 12, body: 'This is exactly the point of module 3 on Sabrina’s path. Thank you for sharing it so honestly.' },
    ],
  },
  {
    by: 'corporate', category: 'sabrina', hoursAgo: 20,
    title: 'Feedback that lands: what worked in our code reviews', likedBy: ['free'],
    body: 'Three habits that changed the tone of our reviews in Nairobi:\n\n- Say what is good before what to change, and mean it.\n- Ask a question instead of giving an order: *what happens if this list is empty?*\n- Keep the big discussions for a call, not the comments.',
  },
  {
    by: 'admin', category: 'villages', hoursAgo: 200,
    title: 'Looking for a village? Introduce yourself here',
    body: 'Villages are peer groups of 3 to 12 learners. Tell us where you work and what you want to get better at, and others can invite you.',
    replies: [
      { by: 'free', after: 10, body: 'Zanele, contact-centre supervisor in Johannesburg. I want to get better at difficult conversations.' },
      { by: 'corporate', after: 30, body: 'Wanjiru, engineering lead in Nairobi. Interested in hybrid teams and feedback.' },
    ],
  },
  {
    by: 'paid', category: 'villages', hoursAgo: 60,
    title: 'Accra Innovators: one improvement a week',
    body: 'Our village is starting a simple challenge: every member ships one small improvement at work each week and posts a line about it here. Join us if you are in Accra or nearby.',
    replies: [{ by: 'admin', after: 3, body: 'Love this. Remember to log each one in your impact log too.' }],
  },
  {
    by: 'admin', category: 'book-club', hoursAgo: 26,
    title: 'The Fearless Organization, week 1: chapters 1 and 2', likedBy: ['paid', 'corporate'],
    body: 'Our December book starts with a simple idea: people stay quiet when speaking up feels risky, and teams pay for that silence.\n\nWhere have you seen silence cost your team something?',
    replies: [
      { by: 'paid', after: 2, body: 'A delivery truck went out half-empty for a month because nobody wanted to question the old route plan.' },
      { by: 'corporate', after: 5, body: 'A bug everyone had noticed but nobody reported, because the last person who did was blamed for it.' },
    ],
  },
  {
    by: 'corporate', category: 'book-club', hoursAgo: 8,
    title: 'Chapter 2: the cost of silence, a story from our branch',
    body: 'Edmondson’s point that *fear does not create motivation, it creates silence* matched what I saw in our branch last year. We started a five-minute “what worried you this week” round on Fridays. It is awkward, and it works.',
  },
];

const HOUR = 60 * 60 * 1000;

/** Creates the demo discussions unless the forum already has some; returns how many it created. */
export async function seedDemoForum(backend: Pick<Backend, 'store' | 'auth'>, now = new Date()): Promise<number> {
  const { store, auth } = backend;
  if ((await store.findRows('forum_posts', [limit(1)])).length > 0) return 0;
  const ids = new Map<Who, string>();
  for (const [who, email] of Object.entries(EMAILS) as [Who, string][]) {
    const id = await auth.findUserIdByEmail(email);
    if (id === null) return 0;
    ids.set(who, id);
  }
  const idOf = (who: Who) => ids.get(who) as string;
  for (const thread of THREADS) {
    const postedAt = new Date(now.getTime() - thread.hoursAgo * HOUR);
    await store.transaction(async (tx) => {
      const post = await tx.createRow('forum_posts', null, newPostRow(idOf(thread.by), { categoryId: thread.category, title: thread.title, body: thread.body }, postedAt.toISOString()));
      let last = postedAt.getTime();
      let count = 0;
      const write = async (reply: DemoReply, starter: { $id: string; sortKey: string } | null) => {
        const at = postedAt.getTime() + reply.after * HOUR;
        last = Math.max(last, at);
        count += 1;
        const id = newRowId();
        const row = newReplyRow({ id, postId: post.$id, authorId: idOf(reply.by), body: reply.body, bodyHtml: renderReplyBody(reply.body) }, starter, new Date(at).toISOString());
        await tx.createRow('forum_replies', id, row);
        await tx.incrementColumn('forum_authors', idOf(reply.by), 'replies', 1, { orCreate: { posts: 0, replies: 0 } });
        return { $id: id, sortKey: row.sortKey };
      };
      for (const reply of thread.replies ?? []) {
        const starter = await write(reply, null);
        for (const answer of reply.answers ?? []) await write(answer, starter);
      }
      const likers = (thread.likedBy ?? []).filter((who) => who !== thread.by);
      for (const who of likers) {
        const likeAt = new Date(Math.min(now.getTime(), postedAt.getTime() + HOUR)).toISOString();
        await tx.createRow('forum_likes', likeRowId(post.$id, idOf(who)), { postId: post.$id, userId: idOf(who), likedAt: likeAt });
      }
      await tx.updateRow('forum_posts', post.$id, {
        replyCount: count,
        likeCount: likers.length,
        lastActivityAt: new Date(last).toISOString(),
        pinned: thread.pinned ?? false,
        locked: thread.locked ?? false,
      });
      await tx.incrementColumn('forum_authors', idOf(thread.by), 'posts', 1, { orCreate: { posts: 0, replies: 0 } });
      await recordAchievement(tx, { userId: idOf(thread.by), kind: 'forum_post' }, { now: postedAt });
    });
  }
  return THREADS.length;
}

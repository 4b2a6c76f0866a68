import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import { DocumentPage } from '../../features/pages/document-page';
import { useSession } from '../../features/accounts/session-store';

interface Faq {
  question: string;
  answer: ReactNode;
}

interface FaqGroup {
  title: string;
  items: Faq[];
}

function faqGroups(name: string, phone: string): FaqGroup[] {
  return [
    {
      title: 'Getting started',
      items: [
        {
          question: `How does ${name} work?`,
          answer: (
            <>
              <p>
                Choose a meal plan or a one-time box, pick your meals from this week’s menu and
                check out. Our chefs cook everything fresh, and your fully prepared meals arrive
                chilled at your door, ready to heat and eat in minutes.
              </p>
              <p>
                <RouterLink to="/pages/our-menus">See our menus</RouterLink> to get started.
              </p>
            </>
          ),
        },
        {
          question: 'What is the deadline to choose my meals?',
          answer: (
            <p>
              The picking deadline is Wednesday at 11:59 PM the week before your delivery. Until
              then you can change your meals, skip the week or change your plan. Subscribers who
              don’t choose by the deadline receive a chef’s choice selection.
            </p>
          ),
        },
        {
          question: 'What is Subscribe & Save?',
          answer: (
            <p>
              When you subscribe to a weekly plan you save on every meal compared with a one-time
              order. The saving appears as “Subscribe &amp; Save” in your order summary. There is no
              commitment: you can skip weeks or cancel whenever you like.
            </p>
          ),
        },
      ],
    },
    {
      title: 'Managing your subscription',
      items: [
        {
          question: 'Can I skip a week?',
          answer: (
            <p>
              Yes. Open My Schedule and skip any upcoming week before its picking deadline
              (Wednesday, 11:59 PM the week before delivery). You won’t be charged for skipped
              weeks, and you can unskip a week until the same deadline.
            </p>
          ),
        },
        {
          question: 'How do I cancel my subscription?',
          answer: (
            <p>
              You can cancel at any time from your account settings. Orders already past their
              picking deadline will still be delivered and charged; nothing is charged after that.
              You can restart your subscription whenever you like.
            </p>
          ),
        },
      ],
    },
    {
      title: 'Delivery',
      items: [
        {
          question: 'When and where do you deliver?',
          answer: (
            <p>
              We deliver once a week on the delivery date shown in your cart and confirmation. Enter
              your ZIP code at checkout to confirm that we deliver to you. You don’t need to be
              home: meals come in an insulated box with ice packs that keep them cold through the
              day. Add delivery instructions at checkout if your driver needs them.
            </p>
          ),
        },
        {
          question: 'How long do the meals stay fresh?',
          answer: (
            <p>
              Refrigerate your meals as soon as they arrive. They stay fresh in the fridge until the
              date printed on each label, usually five to seven days. You can also freeze most meals
              for up to three months.
            </p>
          ),
        },
      ],
    },
    {
      title: 'Meals, nutrition and allergens',
      items: [
        {
          question: 'How do I heat my meals?',
          answer: (
            <>
              <p>
                Oven: remove the film, place the meal on a baking sheet and heat at 350 degrees
                until it reaches an internal temperature of 165 degrees, about 10 to 15 minutes.
              </p>
              <p>
                Microwave: pierce or peel back a corner of the film and heat on high for 1-2
                minutes, until hot throughout. Each meal’s page has its own instructions.
              </p>
            </>
          ),
        },
        {
          question: 'Where can I find nutrition information?',
          answer: (
            <p>
              Every meal shows its calories, protein, carbohydrates and fat on the menu, and its
              full nutrition facts and ingredients on its own page. Use the menu filters to find
              meals that fit your goals.
            </p>
          ),
        },
        {
          question: 'Are your meals safe for people with food allergies?',
          answer: (
            <p>
              Each meal lists its ingredients and allergens. Our kitchen handles milk, eggs, fish,
              shellfish, tree nuts, peanuts, wheat, soy and sesame, so we cannot guarantee any meal
              is free of cross-contact. If you have a severe allergy, please read every label
              carefully.
            </p>
          ),
        },
      ],
    },
    {
      title: 'Payments and gift cards',
      items: [
        {
          question: 'How do gift cards work?',
          answer: (
            <p>
              Redeem a gift card in your account and its balance is applied to your next orders
              before your card is charged. You’ll see it as “Paid with gift card” in your order
              summary. Gift cards never expire and can’t be exchanged for cash.
            </p>
          ),
        },
        {
          question: 'When will I be charged?',
          answer: (
            <p>
              One-time orders are charged when you check out. Subscription orders are charged after
              the picking deadline for each week you don’t skip. Discount codes and gift card
              balances are applied first.
            </p>
          ),
        },
      ],
    },
    {
      title: 'Contact',
      items: [
        {
          question: 'How can I contact customer service?',
          answer: (
            <p>
              Call {name} at {phone}. Our team is happy to help with your order, your delivery or
              your account.
            </p>
          ),
        },
      ],
    },
  ];
}

const detailsSx = {
  borderBottom: 1,
  borderColor: 'divider',
  '& > summary': {
    cursor: 'pointer',
    listStyle: 'none',
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: 2,
    py: 2,
    fontWeight: 600,
    fontSize: '1.05rem',
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': {
      content: '"+"',
      fontSize: '1.5rem',
      lineHeight: 1,
      color: 'primary.main',
      flexShrink: 0,
    },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  },
  '&[open] > summary::after': { content: '"−"' },
  '& > div': { pb: 2 },
} as const;

export default function FaqRoute() {
  const channel = useSession((s) => s.channel);
  const groups = faqGroups(channel.name, channel.support_phone_formatted);
  return (
    <DocumentPage
      title="Frequently Asked Questions"
      intro={`Everything you need to know about ordering, delivery and enjoying your ${channel.name} meals.`}
    >
      {groups.map((group) => (
        <Box component="section" key={group.title} sx={{ mb: 2 }}>
          <h2>{group.title}</h2>
          {group.items.map((faq) => (
            <Box component="details" key={faq.question} sx={detailsSx}>
              <summary>{faq.question}</summary>
              <div>{faq.answer}</div>
            </Box>
          ))}
        </Box>
      ))}
    </DocumentPage>
  );
}

import type { DemoArticle } from '../demo-types.ts'

export const articles: DemoArticle[] = [
  // ── Πολιτική ────────────────────────────────────────────────────────────
  {
    category: 'politiki',
    title: `Parliament Opens Marathon Debate on Next Year's Budget`,
    titleGr: 'Στη Βουλή ο προϋπολογισμός της νέας χρονιάς: ξεκινά η μαραθώνια συζήτηση',
    subtitle:
      'Spending on health, defence and housing support dominates the first day, as the opposition questions the growth forecasts behind the plan.',
    subtitleGr:
      'Οι δαπάνες για υγεία, άμυνα και στέγαση κυριάρχησαν την πρώτη ημέρα, με την αντιπολίτευση να αμφισβητεί τις προβλέψεις για την ανάπτυξη.',
    excerpt:
      'Lawmakers began a five-day debate on the state budget this week. The government presents it as a plan for stability and targeted support, while critics say its growth assumptions are optimistic and household relief too modest.',
    excerptGr:
      'Πενθήμερη συζήτηση για τον κρατικό προϋπολογισμό ξεκίνησε αυτή την εβδομάδα στη Βουλή. Η κυβέρνηση μιλά για σταθερότητα και στοχευμένη στήριξη, οι επικριτές για αισιόδοξες προβλέψεις και ανεπαρκή ανακούφιση των νοικοκυριών.',
    content: `<p>The Hellenic Parliament began its annual debate on the state budget this week, opening five days of sessions that will end with a roll-call vote in the plenary. The draft, submitted after weeks of committee hearings, forecasts moderate growth, a further fall in public debt as a share of output and a primary surplus broadly in line with the country's commitments to its European partners.</p>
<p>Government rapporteurs described the plan as a balance between fiscal discipline and social support. They pointed to higher allocations for public hospitals, a new round of funding for school repairs and an expanded rent rebate for lower-income tenants. Opposition speakers, however, argued that the increases barely keep pace with inflation and that the budget still relies too heavily on indirect taxes.</p>
<h2>Where the money goes</h2>
<p>According to the explanatory report that accompanies the bill, the largest increases in spending are concentrated in a handful of areas:</p>
<ul>
<li>health, with extra funds for staffing in regional hospitals;</li>
<li>defence procurement, under multi-year programmes already approved;</li>
<li>housing support, including the rent rebate and low-interest loans for young buyers;</li>
<li>civil protection, following another difficult wildfire season.</li>
</ul>
<p>The Parliamentary Budget Office, an independent unit attached to the chamber, noted in its own assessment that the revenue targets are achievable but sensitive to any slowdown in tourism and consumer spending. It also warned that the cost of servicing the debt could rise if interest rates remain high.</p>
<blockquote><p>The numbers add up on paper, but they leave very little room for surprises. A weaker tourist season or a new energy shock would force the government to choose between its targets and its promises.</p></blockquote>
<p>That was the view of <strong>Dimitris Alexiou</strong>, an economist at the Athens University of Economics and Business, who said the real test will come in the spring, with the first quarterly execution data.</p>
<p>The final vote is expected late on Friday. With a comfortable majority, the governing side should pass the budget, although amendments on funding for local authorities are still under discussion.</p>`,
    contentGr: `<p>Με τη συζήτηση του κρατικού προϋπολογισμού άνοιξε αυτή την εβδομάδα η Βουλή έναν από τους πιο απαιτητικούς κύκλους εργασιών της χρονιάς. Πέντε ημέρες συνεδριάσεων στην Ολομέλεια θα κορυφωθούν με ονομαστική ψηφοφορία, ύστερα από εβδομάδες επεξεργασίας στην αρμόδια επιτροπή. Το σχέδιο του υπουργείου Οικονομικών προβλέπει συγκρατημένη ανάπτυξη, περαιτέρω αποκλιμάκωση του δημόσιου χρέους ως ποσοστού του ΑΕΠ και πρωτογενές πλεόνασμα σύμφωνο με τις ευρωπαϊκές δεσμεύσεις της χώρας.</p>
<p>Οι εισηγητές της πλειοψηφίας παρουσίασαν τον προϋπολογισμό ως ισορροπία ανάμεσα στη δημοσιονομική πειθαρχία και την κοινωνική στήριξη, επικαλούμενοι τις αυξημένες πιστώσεις για τα δημόσια νοσοκομεία, τη νέα χρηματοδότηση για επισκευές σχολείων και τη διεύρυνση της επιστροφής ενοικίου για τα χαμηλότερα εισοδήματα. Από την πλευρά της αντιπολίτευσης, οι ομιλητές υποστήριξαν ότι οι αυξήσεις μόλις που καλύπτουν τον πληθωρισμό και ότι το βάρος πέφτει και πάλι στους έμμεσους φόρους.</p>
<h2>Πού πηγαίνουν τα χρήματα</h2>
<p>Σύμφωνα με την εισηγητική έκθεση που συνοδεύει το νομοσχέδιο, οι μεγαλύτερες αυξήσεις δαπανών συγκεντρώνονται σε λίγους τομείς:</p>
<ul>
<li>στην υγεία, με επιπλέον κονδύλια για προσλήψεις στα περιφερειακά νοσοκομεία·</li>
<li>στους εξοπλισμούς, στο πλαίσιο πολυετών προγραμμάτων που έχουν ήδη εγκριθεί·</li>
<li>στη στέγαση, με την επιστροφή ενοικίου και τα χαμηλότοκα δάνεια για νέους·</li>
<li>στην πολιτική προστασία, μετά από μια ακόμη δύσκολη αντιπυρική περίοδο.</li>
</ul>
<p>Το Γραφείο Προϋπολογισμού του Κράτους στη Βουλή, ανεξάρτητη υπηρεσία του Κοινοβουλίου, σημειώνει στη δική του αξιολόγηση ότι οι στόχοι εσόδων είναι εφικτοί, αλλά ευάλωτοι σε μια ενδεχόμενη επιβράδυνση του τουρισμού και της κατανάλωσης. Προειδοποιεί επίσης ότι το κόστος εξυπηρέτησης του χρέους μπορεί να αυξηθεί, αν τα επιτόκια παραμείνουν σε υψηλά επίπεδα.</p>
<blockquote><p>Στο χαρτί οι αριθμοί βγαίνουν, αφήνουν όμως ελάχιστα περιθώρια για απρόοπτα. Μια πιο αδύναμη τουριστική σεζόν ή ένα νέο ενεργειακό σοκ θα ανάγκαζε την κυβέρνηση να διαλέξει ανάμεσα στους στόχους και στις υποσχέσεις της.</p></blockquote>
<p>Αυτή είναι η εκτίμηση του <strong>Δημήτρη Αλεξίου</strong>, οικονομολόγου στο Οικονομικό Πανεπιστήμιο Αθηνών, ο οποίος εξηγεί ότι η πραγματική δοκιμασία θα έρθει την άνοιξη, όταν δημοσιευθούν τα πρώτα τριμηνιαία στοιχεία εκτέλεσης.</p>
<p>Η τελική ψηφοφορία αναμένεται αργά το βράδυ της Παρασκευής. Με άνετη πλειοψηφία στην Ολομέλεια, ο προϋπολογισμός αναμένεται να υπερψηφιστεί, αν και συνεχίζονται οι συζητήσεις για τροπολογίες σχετικά με τη χρηματοδότηση της αυτοδιοίκησης.</p>`,
    tags: ['vouli', 'plithorismos'],
  },
  {
    category: 'politiki',
    title:
      'Parliament Approves Digital Identity Card Bill After Heated Debate Over Data Protection and Access for Older Citizens',
    titleGr:
      'Υπερψηφίστηκε το νομοσχέδιο για την ψηφιακή ταυτότητα ύστερα από έντονη αντιπαράθεση για τα προσωπικά δεδομένα',
    subtitle:
      'The new law lets citizens carry a verified ID on their phones, but the plastic card will remain valid and free for anyone who wants it.',
    subtitleGr:
      'Ο νέος νόμος επιτρέπει στους πολίτες να έχουν πιστοποιημένη ταυτότητα στο κινητό τους, ενώ η πλαστική κάρτα παραμένει σε ισχύ και δωρεάν.',
    excerpt:
      'The Hellenic Parliament passed a bill giving the digital identity card the same legal standing as the physical one. Supporters hail a simpler state; critics worry about data security and the citizens who may be left behind.',
    excerptGr:
      'Η Βουλή ψήφισε το νομοσχέδιο που δίνει στην ψηφιακή ταυτότητα την ίδια νομική ισχύ με την πλαστική. Οι υποστηρικτές μιλούν για λιγότερη γραφειοκρατία, οι επικριτές για κινδύνους στα δεδομένα και για πολίτες που μένουν πίσω.',
    content: `<p>The Hellenic Parliament on Thursday approved a bill that gives the digital identity card the same legal standing as the traditional plastic card, closing a three-day debate that exposed deep disagreements over privacy, security and the pace of digital transition.</p>
<p>Under the new law, citizens will be able to store a verified version of their identity card in a state wallet application on their smartphones and present it at banks, public services, hotels and polling stations. The physical card will remain valid and will continue to be issued free of charge to anyone who requests it.</p>
<h2>What changes for citizens</h2>
<p>Ministry officials told the relevant committee that the digital card is designed to reduce paperwork rather than replace existing documents. In practice, the law provides for:</p>
<ol>
<li>identity checks by scanning a time-limited code, without the need to photocopy the card;</li>
<li>the option to share only specific data, such as age, instead of the full document;</li>
<li>a log that lets every user see which organisations have verified their identity;</li>
<li>penalties for businesses that store identity data without a legal basis.</li>
</ol>
<p>Opposition lawmakers argued that the bill was rushed and that the technical specifications of the application should have been published before the vote. Several speakers also raised concerns about older citizens and residents of remote areas, who may lack a smartphone or reliable mobile coverage.</p>
<blockquote><p>A digital card can genuinely protect privacy, because it allows you to prove your age without revealing your address. But that promise depends on strict oversight and on clear answers about what happens when the system fails. The law is a good start, not a finished job.</p></blockquote>
<p>So said <strong>Sofia Karagianni</strong>, a data protection lawyer who followed the committee hearings and believes the independent audits foreseen in the bill should be published every year.</p>
<p>The ministry expects the first digital cards to be available within months, initially to holders of the new-type plastic card. Citizen Service Centres across the country will offer help to those who need it.</p>`,
    contentGr: `<p>Υπερψηφίστηκε την Πέμπτη από την Ολομέλεια της Βουλής το νομοσχέδιο που εξισώνει νομικά την ψηφιακή ταυτότητα με την παραδοσιακή πλαστική κάρτα. Η συζήτηση διήρκεσε τρεις ημέρες και ανέδειξε βαθιές διαφωνίες για την ιδιωτικότητα, την ασφάλεια και τον ρυθμό του ψηφιακού μετασχηματισμού της χώρας.</p>
<p>Με τον νέο νόμο, οι πολίτες θα μπορούν να αποθηκεύουν πιστοποιημένο αντίγραφο της ταυτότητάς τους σε κρατική εφαρμογή ψηφιακού πορτοφολιού στο κινητό τους και να το επιδεικνύουν σε τράπεζες, δημόσιες υπηρεσίες, ξενοδοχεία και εκλογικά τμήματα. Η φυσική κάρτα παραμένει σε ισχύ και θα συνεχίσει να εκδίδεται δωρεάν σε όποιον τη ζητήσει.</p>
<h2>Τι αλλάζει για τους πολίτες</h2>
<p>Στελέχη του αρμόδιου υπουργείου εξήγησαν στην επιτροπή ότι η ψηφιακή ταυτότητα έρχεται να μειώσει τη γραφειοκρατία και όχι να καταργήσει τα υπάρχοντα έγγραφα. Στην πράξη, ο νόμος προβλέπει:</p>
<ol>
<li>ταυτοποίηση με σάρωση κωδικού περιορισμένης διάρκειας, χωρίς φωτοτυπίες της ταυτότητας·</li>
<li>δυνατότητα κοινοποίησης μόνο συγκεκριμένων στοιχείων, όπως η ηλικία, αντί για ολόκληρο το έγγραφο·</li>
<li>ιστορικό στο οποίο κάθε χρήστης βλέπει ποιοι φορείς επαλήθευσαν την ταυτότητά του·</li>
<li>κυρώσεις για επιχειρήσεις που διατηρούν στοιχεία ταυτότητας χωρίς νόμιμη βάση.</li>
</ol>
<p>Βουλευτές της αντιπολίτευσης υποστήριξαν ότι το νομοσχέδιο ήρθε βιαστικά και ότι οι τεχνικές προδιαγραφές της εφαρμογής έπρεπε να έχουν δημοσιοποιηθεί πριν από την ψηφοφορία. Αρκετοί ομιλητές εξέφρασαν επίσης ανησυχία για τους ηλικιωμένους και τους κατοίκους απομακρυσμένων περιοχών, που συχνά δεν διαθέτουν smartphone ή σταθερό σήμα κινητής τηλεφωνίας.</p>
<blockquote><p>Η ψηφιακή ταυτότητα μπορεί πράγματι να προστατεύσει την ιδιωτικότητα, γιατί σου επιτρέπει να αποδείξεις την ηλικία σου χωρίς να αποκαλύψεις τη διεύθυνσή σου. Αυτό όμως προϋποθέτει αυστηρή εποπτεία και σαφείς απαντήσεις για το τι γίνεται όταν το σύστημα αστοχεί. Ο νόμος είναι μια καλή αρχή, όχι ολοκληρωμένη δουλειά.</p></blockquote>
<p>Αυτό επισημαίνει η <strong>Σοφία Καραγιάννη</strong>, δικηγόρος με ειδίκευση στην προστασία προσωπικών δεδομένων, η οποία παρακολούθησε τις εργασίες της επιτροπής. Όπως πρόσθεσε, οι ανεξάρτητοι έλεγχοι που προβλέπει ο νόμος θα πρέπει να δημοσιοποιούνται κάθε χρόνο.</p>
<p>Το υπουργείο εκτιμά ότι οι πρώτες ψηφιακές ταυτότητες θα είναι διαθέσιμες μέσα στους επόμενους μήνες, αρχικά για όσους έχουν ήδη την πλαστική ταυτότητα νέου τύπου. Για όσους χρειάζονται βοήθεια θα λειτουργήσει ειδικό γραφείο υποστήριξης στα ΚΕΠ όλης της χώρας.</p>`,
    tags: ['vouli', 'kyvernoasfaleia'],
  },
  {
    category: 'politiki',
    title: 'Mayors Split Over Reform',
    titleGr: 'Διχασμένοι οι δήμαρχοι για τη μεταρρύθμιση',
    subtitle:
      'A draft law giving municipalities new powers over planning and social services is welcomed by big cities but worries rural and island councils.',
    subtitleGr:
      'Το σχέδιο νόμου που δίνει στους δήμους νέες αρμοδιότητες σε πολεοδομία και κοινωνικές υπηρεσίες ικανοποιεί τις πόλεις, ανησυχεί όμως ύπαιθρο και νησιά.',
    excerpt: `The Interior Ministry's draft reform of local government would hand municipalities building permits, social services and school maintenance. Big-city mayors approve, but smaller councils say they lack the staff and money.`,
    excerptGr:
      'Η μεταρρύθμιση της αυτοδιοίκησης που προωθεί το υπουργείο Εσωτερικών μεταφέρει στους δήμους οικοδομικές άδειες, κοινωνικές υπηρεσίες και συντήρηση σχολείων. Οι μεγάλοι δήμοι συμφωνούν, οι μικροί μιλούν για έλλειψη προσωπικού και πόρων.',
    content: `<p>A draft law on the reform of local government, published for public consultation by the Ministry of the Interior this week, has divided the country's mayors. Leaders of large urban municipalities such as Athens and Thessaloniki welcome the promise of new powers, while many of their counterparts in rural and island areas fear they will be handed responsibilities without the staff or money to carry them out.</p>
<p>The bill aims to end the long-standing overlap of responsibilities between central government, the thirteen regions and the municipalities, a confusion that officials admit often leaves citizens unsure whom to hold accountable for a broken pavement or a delayed building permit.</p>
<h2>New powers, new obligations</h2>
<p>According to the consultation text, municipalities would take over a series of tasks currently handled by ministries or regional authorities:</p>
<ul>
<li>the issuing of most building permits and urban planning controls;</li>
<li>the management of local social services and day-care centres;</li>
<li>the maintenance of school buildings at all levels;</li>
<li>part of the inspection of shops and food businesses.</li>
</ul>
<p>To pay for the transfer, the ministry proposes a new funding formula that would take into account population, area and the seasonal pressure created by tourism. Smaller municipalities would also be able to share technical staff through joint service units.</p>
<p><strong>Vasilis Kallinikos</strong>, mayor of a mountain municipality in Epirus, said his town hall has just two engineers to cover more than forty villages. "We are being asked to do more with the same people," he said.</p>
<blockquote><p>Decentralisation has been promised by every government for three decades. The question is not whether municipalities should have more powers, but whether the state is prepared to let go of the money that goes with them.</p></blockquote>
<p>That is the view of <strong>Eleni Markou</strong>, a political scientist at Panteion University who studies local government. The consultation will remain open for three weeks, after which the bill is expected to be tabled in Parliament early next year. Representatives of the municipalities have already asked for an extension so that councils can submit detailed comments.</p>`,
    contentGr: `<p>Διχασμένους αφήνει τους δημάρχους της χώρας το σχέδιο νόμου για τη μεταρρύθμιση της τοπικής αυτοδιοίκησης, το οποίο έθεσε αυτή την εβδομάδα σε δημόσια διαβούλευση το υπουργείο Εσωτερικών. Οι επικεφαλής μεγάλων αστικών δήμων, όπως η Αθήνα και η Θεσσαλονίκη, χαιρετίζουν τις νέες αρμοδιότητες, ενώ πολλοί συνάδελφοί τους στην ύπαιθρο και στα νησιά φοβούνται ότι θα φορτωθούν ευθύνες χωρίς το προσωπικό και τους πόρους για να τις ασκήσουν.</p>
<p>Στόχος του νομοσχεδίου είναι να τελειώσει η χρόνια επικάλυψη αρμοδιοτήτων ανάμεσα στην κεντρική διοίκηση, τις δεκατρείς περιφέρειες και τους δήμους. Πρόκειται για ένα μπέρδεμα που, όπως παραδέχονται και οι ίδιοι οι αρμόδιοι, αφήνει συχνά τον πολίτη να αναρωτιέται ποιος φταίει για ένα σπασμένο πεζοδρόμιο ή για μια οικοδομική άδεια που καθυστερεί.</p>
<h2>Νέες αρμοδιότητες, νέες υποχρεώσεις</h2>
<p>Σύμφωνα με το κείμενο της διαβούλευσης, οι δήμοι θα αναλάβουν σειρά αρμοδιοτήτων που σήμερα ασκούν υπουργεία ή περιφέρειες:</p>
<ul>
<li>την έκδοση των περισσότερων οικοδομικών αδειών και τους πολεοδομικούς ελέγχους·</li>
<li>τη διαχείριση των τοπικών κοινωνικών υπηρεσιών και των παιδικών σταθμών·</li>
<li>τη συντήρηση των σχολικών κτιρίων όλων των βαθμίδων·</li>
<li>μέρος των ελέγχων σε καταστήματα και επιχειρήσεις τροφίμων.</li>
</ul>
<p>Για τη χρηματοδότηση της μεταφοράς, το υπουργείο προτείνει νέο τρόπο κατανομής των πόρων, που θα λαμβάνει υπόψη τον πληθυσμό, την έκταση και την εποχική πίεση του τουρισμού. Οι μικρότεροι δήμοι θα μπορούν επίσης να μοιράζονται τεχνικό προσωπικό μέσω κοινών υπηρεσιών.</p>
<p>Ο <strong>Βασίλης Καλλίνικος</strong>, δήμαρχος ορεινού δήμου της Ηπείρου, λέει ότι η υπηρεσία του διαθέτει μόλις δύο μηχανικούς για περισσότερα από σαράντα χωριά. «Μας ζητούν να κάνουμε περισσότερα με τους ίδιους ανθρώπους», σημειώνει.</p>
<blockquote><p>Την αποκέντρωση την έχουν υποσχεθεί όλες οι κυβερνήσεις των τελευταίων τριάντα ετών. Το ερώτημα δεν είναι αν οι δήμοι πρέπει να αποκτήσουν περισσότερες αρμοδιότητες, αλλά αν το κράτος είναι διατεθειμένο να παραχωρήσει και τα χρήματα που τις συνοδεύουν.</p></blockquote>
<p>Αυτή είναι η εκτίμηση της <strong>Ελένης Μάρκου</strong>, πολιτειολόγου στο Πάντειο Πανεπιστήμιο, η οποία μελετά την τοπική αυτοδιοίκηση. Η διαβούλευση θα διαρκέσει τρεις εβδομάδες και το νομοσχέδιο αναμένεται να κατατεθεί στη Βουλή στις αρχές της νέας χρονιάς. Εκπρόσωποι των δήμων έχουν ήδη ζητήσει παράταση, ώστε τα δημοτικά συμβούλια να προλάβουν να υποβάλουν αναλυτικές παρατηρήσεις.</p>`,
    tags: ['athina', 'thessaloniki'],
  },

  // ── Κυβέρνηση ───────────────────────────────────────────────────────────
  {
    category: 'kyvernisi',
    title: 'Government Approves 14,000 Public Sector Hires for the Coming Year',
    titleGr: 'Πράσινο φως για 14.000 προσλήψεις στο Δημόσιο τη νέα χρονιά',
    subtitle: `Hospitals, schools and civil protection top the list, as unions warn that the new posts will barely cover this year's retirements.`,
    subtitleGr:
      'Νοσοκομεία, σχολεία και πολιτική προστασία βρίσκονται στην κορυφή της λίστας, με τα συνδικάτα να προειδοποιούν ότι οι θέσεις μόλις καλύπτουν τις αποχωρήσεις.',
    excerpt:
      'The cabinet has approved the annual hiring plan for the public sector, with about 14,000 permanent posts, most of them in health and education. Recruitment will run mainly through the written exam organised by ASEP.',
    excerptGr:
      'Το υπουργικό συμβούλιο ενέκρινε τον ετήσιο προγραμματισμό προσλήψεων στο Δημόσιο, με περίπου 14.000 μόνιμες θέσεις, κυρίως σε υγεία και παιδεία. Οι προσλήψεις θα γίνουν κατά κύριο λόγο μέσω του γραπτού διαγωνισμού του ΑΣΕΠ.',
    content: `<p>The cabinet this week approved the public sector hiring plan for the coming year, clearing the way for about 14,000 permanent appointments across ministries, hospitals, schools and local authorities. The plan follows the rule of one hire for every departure from the civil service, which has applied for several years as part of the country's fiscal framework.</p>
<p>The Ministry of the Interior said the posts had been allocated after a review of the staffing requests submitted by each agency, with priority given to services that deal directly with the public. Officials stressed that the bulk of recruitment will take place through the written exam run by ASEP, the independent authority that oversees selection for the civil service.</p>
<h2>Where the new staff will go</h2>
<p>According to the breakdown presented to the cabinet, the largest shares are:</p>
<ul>
<li>around 5,000 posts for doctors, nurses and support staff in the national health system;</li>
<li>about 4,000 teachers for primary and secondary schools;</li>
<li>1,500 firefighters and forest workers ahead of next summer;</li>
<li>the remainder for municipalities, tax offices and the courts.</li>
</ul>
<p>Public sector unions welcomed the priority given to health but said the numbers barely make up for this year's retirements. They also pointed to long delays between the announcement of posts and the moment new employees actually start work, which in some cases have exceeded two years.</p>
<blockquote><p>Every year we hear about thousands of hires, and every year the island health centres open the summer with empty desks. The problem is not only how many people we hire, but how quickly they arrive and whether they stay.</p></blockquote>
<p>The comment came from <strong>Nikos Theodorou</strong>, a member of the executive board of a civil servants' federation. The ministry replied that a new digital application system should cut several months from each recruitment round.</p>
<p>The first calls for applications are expected early next year, starting with teaching and nursing posts.</p>`,
    contentGr: `<p>Πράσινο φως έδωσε αυτή την εβδομάδα το υπουργικό συμβούλιο στον προγραμματισμό προσλήψεων του Δημοσίου για τη νέα χρονιά, ανοίγοντας τον δρόμο για περίπου 14.000 μόνιμους διορισμούς σε υπουργεία, νοσοκομεία, σχολεία και φορείς της αυτοδιοίκησης. Ο σχεδιασμός ακολουθεί τον κανόνα «μία πρόσληψη για κάθε αποχώρηση», που ισχύει εδώ και αρκετά χρόνια στο πλαίσιο των δημοσιονομικών δεσμεύσεων της χώρας.</p>
<p>Το υπουργείο Εσωτερικών αναφέρει ότι οι θέσεις κατανεμήθηκαν ύστερα από αξιολόγηση των αιτημάτων που υπέβαλε κάθε φορέας, με προτεραιότητα στις υπηρεσίες που εξυπηρετούν απευθείας τους πολίτες. Όπως τονίζεται, ο κύριος όγκος των προσλήψεων θα γίνει μέσω του γραπτού διαγωνισμού του ΑΣΕΠ, της ανεξάρτητης αρχής που εποπτεύει την επιλογή προσωπικού στο Δημόσιο.</p>
<h2>Πού θα τοποθετηθούν οι νέοι υπάλληλοι</h2>
<p>Σύμφωνα με την κατανομή που παρουσιάστηκε στο υπουργικό συμβούλιο, τη μερίδα του λέοντος παίρνουν:</p>
<ul>
<li>η δημόσια υγεία, με περίπου 5.000 θέσεις για γιατρούς, νοσηλευτές και βοηθητικό προσωπικό·</li>
<li>η εκπαίδευση, με περίπου 4.000 εκπαιδευτικούς πρωτοβάθμιας και δευτεροβάθμιας·</li>
<li>η πολιτική προστασία, με 1.500 πυροσβέστες και δασεργάτες ενόψει του επόμενου καλοκαιριού·</li>
<li>οι δήμοι, οι εφορίες και τα δικαστήρια, που μοιράζονται τις υπόλοιπες θέσεις.</li>
</ul>
<p>Οι συνδικαλιστικές οργανώσεις του Δημοσίου χαιρέτισαν την προτεραιότητα στην υγεία, σημειώνουν όμως ότι οι αριθμοί μόλις που καλύπτουν τις φετινές συνταξιοδοτήσεις. Επισημαίνουν επίσης τις μεγάλες καθυστερήσεις από την προκήρυξη έως την ανάληψη υπηρεσίας, που σε ορισμένες περιπτώσεις ξεπερνούν τα δύο χρόνια.</p>
<blockquote><p>Κάθε χρόνο ακούμε για χιλιάδες προσλήψεις και κάθε χρόνο τα κέντρα υγείας στα νησιά ανοίγουν τη σεζόν με άδεια γραφεία. Το ζήτημα δεν είναι μόνο πόσους προσλαμβάνουμε, αλλά πόσο γρήγορα έρχονται και αν τελικά μένουν.</p></blockquote>
<p>Το σχόλιο ανήκει στον <strong>Νίκο Θεοδώρου</strong>, μέλος του εκτελεστικού συμβουλίου ομοσπονδίας δημοσίων υπαλλήλων. Από την πλευρά του, το υπουργείο απαντά ότι το νέο ψηφιακό σύστημα υποβολής αιτήσεων θα συντομεύσει κατά αρκετούς μήνες κάθε κύκλο προσλήψεων.</p>
<p>Οι πρώτες προκηρύξεις αναμένονται στις αρχές της νέας χρονιάς και θα αφορούν θέσεις εκπαιδευτικών και νοσηλευτών.</p>`,
    tags: ['ergasia', 'nosokomeia', 'ekpaideusi'],
  },
  {
    category: 'kyvernisi',
    title: 'Cabinet Backs Year-Round Wildfire Prevention Plan Focused on Forest Clearing',
    titleGr: 'Ολοχρονικό σχέδιο πρόληψης πυρκαγιών ενέκρινε το υπουργικό συμβούλιο',
    subtitle:
      'Municipalities will receive dedicated funds to clear vegetation, while landowners who ignore clearing orders face higher fines.',
    subtitleGr:
      'Οι δήμοι θα λάβουν ειδικά κονδύλια για καθαρισμούς βλάστησης, ενώ αυστηρότερα πρόστιμα περιμένουν τους ιδιοκτήτες που αγνοούν τις υποχρεώσεις τους.',
    excerpt:
      'After another summer of destructive fires, the cabinet approved a plan that shifts resources from firefighting to prevention, with year-round forest work, new fines for uncleared plots and more support for volunteer teams.',
    excerptGr:
      'Ύστερα από ένα ακόμη καλοκαίρι καταστροφικών πυρκαγιών, το υπουργικό συμβούλιο ενέκρινε σχέδιο που μεταφέρει πόρους από την κατάσβεση στην πρόληψη, με εργασίες όλο τον χρόνο, πρόστιμα για ακαθάριστα οικόπεδα και στήριξη των εθελοντών.',
    content: `<p>The cabinet on Wednesday approved a national wildfire prevention plan that, for the first time, treats fire risk as a year-round task rather than a summer emergency. The decision follows another difficult fire season, in which blazes on the mainland and on several islands forced evacuations and burned large areas of forest and farmland.</p>
<p>Under the plan, the bulk of new spending will go to work carried out between autumn and spring, when vegetation can be cleared safely and firebreaks maintained. Officials said the aim is to reduce the fuel available to fires before the dry months, rather than relying almost entirely on aircraft and ground crews once a blaze has started.</p>
<h2>The main measures</h2>
<ol>
<li>A dedicated fund for municipalities to clear roadsides, ravines and the edges of settlements.</li>
<li>Higher fines for owners of plots near forests who ignore clearing orders, with the municipality allowed to do the work and recover the cost.</li>
<li>Multi-year contracts for forest workers, instead of seasonal hires each spring.</li>
<li>Equipment and insurance for registered volunteer firefighting groups.</li>
</ol>
<p>Environmental organisations broadly welcomed the shift towards prevention but warned that the plan says little about grazing, which has declined in many mountain areas and left abandoned land covered in dense scrub. Mayors of smaller municipalities, meanwhile, asked for technical staff as well as money.</p>
<blockquote><p>Fires are put out in the summer, but the battle is won or lost in the winter. If the money really reaches the forests between November and April, this could be the most important change in a generation.</p></blockquote>
<p>So said <strong>Anna Vlachou</strong>, a forest ecologist at the Agricultural University of Athens, who cautioned that similar plans in the past had stalled because funds arrived too late in the year. The government says the first payments to municipalities will be made within weeks.</p>`,
    contentGr: `<p>Ολοχρονικό σχέδιο πρόληψης των δασικών πυρκαγιών ενέκρινε την Τετάρτη το υπουργικό συμβούλιο, αντιμετωπίζοντας για πρώτη φορά τον κίνδυνο φωτιάς ως δουλειά δώδεκα μηνών και όχι ως καλοκαιρινή έκτακτη ανάγκη. Η απόφαση έρχεται μετά από μια ακόμη δύσκολη αντιπυρική περίοδο, με μέτωπα στην ηπειρωτική χώρα και σε αρκετά νησιά που οδήγησαν σε εκκενώσεις και έκαψαν μεγάλες εκτάσεις δασών και καλλιεργειών.</p>
<p>Σύμφωνα με το σχέδιο, το μεγαλύτερο μέρος των νέων δαπανών θα κατευθυνθεί σε εργασίες από το φθινόπωρο έως την άνοιξη, όταν ο καθαρισμός της βλάστησης και η συντήρηση των αντιπυρικών ζωνών μπορούν να γίνουν με ασφάλεια. Στόχος, όπως εξηγούν κυβερνητικά στελέχη, είναι να μειωθεί η καύσιμη ύλη πριν από τους ξηρούς μήνες, αντί να στηρίζονται τα πάντα στα εναέρια μέσα και στις επίγειες δυνάμεις όταν η φωτιά έχει ήδη ξεσπάσει.</p>
<h2>Τα βασικά μέτρα</h2>
<ol>
<li>Ειδικό ταμείο για τους δήμους, για καθαρισμούς στις παρυφές δρόμων, στα ρέματα και στα όρια των οικισμών.</li>
<li>Αυξημένα πρόστιμα για ιδιοκτήτες οικοπέδων κοντά σε δάση που αγνοούν την υποχρέωση καθαρισμού, με τον δήμο να μπορεί να κάνει ο ίδιος τις εργασίες και να χρεώνει το κόστος.</li>
<li>Πολυετείς συμβάσεις για τους δασεργάτες, αντί για εποχικές προσλήψεις κάθε άνοιξη.</li>
<li>Εξοπλισμός και ασφάλιση για τις πιστοποιημένες εθελοντικές ομάδες δασοπροστασίας.</li>
</ol>
<p>Οι περιβαλλοντικές οργανώσεις χαιρετίζουν τη στροφή προς την πρόληψη, σημειώνουν όμως ότι το σχέδιο λέει ελάχιστα για την κτηνοτροφία, η οποία έχει υποχωρήσει σε πολλές ορεινές περιοχές, αφήνοντας εγκαταλελειμμένες εκτάσεις γεμάτες πυκνή θαμνώδη βλάστηση. Οι δήμαρχοι των μικρότερων δήμων, από την πλευρά τους, ζητούν εκτός από χρήματα και τεχνικό προσωπικό.</p>
<blockquote><p>Οι φωτιές σβήνουν το καλοκαίρι, όμως η μάχη κερδίζεται ή χάνεται τον χειμώνα. Αν τα χρήματα φτάσουν πραγματικά στα δάση από τον Νοέμβριο έως τον Απρίλιο, θα μιλάμε για την πιο σημαντική αλλαγή εδώ και μια γενιά.</p></blockquote>
<p>Αυτό υποστηρίζει η <strong>Άννα Βλάχου</strong>, δασολόγος και οικολόγος στο Γεωπονικό Πανεπιστήμιο Αθηνών, η οποία υπενθυμίζει ότι ανάλογα σχέδια στο παρελθόν κόλλησαν επειδή τα κονδύλια έφταναν πολύ αργά μέσα στη χρονιά. Η κυβέρνηση διαβεβαιώνει ότι οι πρώτες πληρωμές προς τους δήμους θα γίνουν μέσα σε λίγες εβδομάδες.</p>`,
    tags: ['klima', 'nisia'],
  },
  {
    category: 'kyvernisi',
    title: 'Vacant State Buildings to Become Affordable Homes Under New Plan',
    titleGr: 'Κενά δημόσια κτίρια μετατρέπονται σε κατοικίες με προσιτό ενοίκιο',
    subtitle:
      'The government will refurbish hundreds of empty public properties in Athens, Thessaloniki and regional cities and rent them out below market rates.',
    subtitleGr:
      'Εκατοντάδες άδεια ακίνητα του Δημοσίου σε Αθήνα, Θεσσαλονίκη και άλλες πόλεις θα ανακαινιστούν και θα νοικιάζονται κάτω από τις τιμές της αγοράς.',
    excerpt:
      'A government programme approved this week will convert disused offices, schools and barracks into rental homes for young people, teachers and health workers, as rents in the big cities keep climbing.',
    excerptGr:
      'Πρόγραμμα που ενέκρινε αυτή την εβδομάδα η κυβέρνηση προβλέπει τη μετατροπή αχρησιμοποίητων γραφείων, σχολείων και στρατοπέδων σε κατοικίες για νέους, εκπαιδευτικούς και υγειονομικούς, την ώρα που τα ενοίκια συνεχίζουν να ανεβαίνουν.',
    content: `<p>The government this week approved a programme to turn empty public buildings into affordable rental homes, in its latest attempt to ease a housing squeeze that has pushed rents in Athens, Thessaloniki and popular island destinations well beyond the reach of many households.</p>
<p>A survey of state property carried out over the past year identified several hundred buildings that are either unused or in poor condition, from former ministry offices and closed schools to disused military barracks on the edges of cities. A first group of around 150 properties has been selected for conversion, with the work to be financed partly through European recovery funds.</p>
<h2>Who will be eligible</h2>
<p>The homes will be rented at rates well below the local market and allocated according to income and need. Priority will go to:</p>
<ul>
<li>young people under 35 who live or work in the area;</li>
<li>teachers, doctors and nurses posted to high-cost locations;</li>
<li>families with children on low or moderate incomes.</li>
</ul>
<p>Leases will run for up to six years, with rents reviewed annually. Refurbishment will be carried out through public-private partnerships, in which contractors are paid from a combination of public funds and rental income over a fixed period.</p>
<p>Critics note that similar announcements in the past have moved slowly, held back by unclear ownership titles, archaeological restrictions and lengthy licensing procedures.</p>
<blockquote><p>Using empty public buildings is one of the few tools that can add homes in city centres quickly. But the real measure of success will be whether the first tenants move in within two years, not how many buildings appear on a list.</p></blockquote>
<p>The comment came from <strong>Katerina Siouti</strong>, an urban planner at the National Technical University of Athens. The ministry says the first call for tenants will be published once the initial refurbishments are complete, and that municipalities will be invited to propose further buildings.</p>`,
    contentGr: `<p>Πρόγραμμα για τη μετατροπή κενών δημόσιων κτιρίων σε κατοικίες με προσιτό ενοίκιο ενέκρινε αυτή την εβδομάδα η κυβέρνηση, στη νεότερη προσπάθειά της να αμβλύνει τη στεγαστική κρίση που έχει εκτοξεύσει τα ενοίκια σε Αθήνα, Θεσσαλονίκη και δημοφιλείς νησιωτικούς προορισμούς, πέρα από τις δυνατότητες πολλών νοικοκυριών.</p>
<p>Η καταγραφή της δημόσιας περιουσίας που πραγματοποιήθηκε τον τελευταίο χρόνο εντόπισε αρκετές εκατοντάδες ακίνητα που είτε μένουν αναξιοποίητα είτε βρίσκονται σε κακή κατάσταση: από παλιά γραφεία υπουργείων και κλειστά σχολεία έως εγκαταλελειμμένα στρατόπεδα στις παρυφές των πόλεων. Σε πρώτη φάση επιλέχθηκαν περίπου 150 ακίνητα, η ανακαίνιση των οποίων θα χρηματοδοτηθεί εν μέρει από ευρωπαϊκούς πόρους ανάκαμψης.</p>
<h2>Ποιοι θα δικαιούνται</h2>
<p>Οι κατοικίες θα μισθώνονται με ενοίκια αισθητά χαμηλότερα από εκείνα της τοπικής αγοράς και θα κατανέμονται με εισοδηματικά και κοινωνικά κριτήρια. Προτεραιότητα θα έχουν:</p>
<ul>
<li>νέοι έως 35 ετών που ζουν ή εργάζονται στην περιοχή·</li>
<li>εκπαιδευτικοί, γιατροί και νοσηλευτές που υπηρετούν σε περιοχές με υψηλό κόστος στέγασης·</li>
<li>οικογένειες με παιδιά και χαμηλά ή μεσαία εισοδήματα.</li>
</ul>
<p>Οι μισθώσεις θα έχουν διάρκεια έως έξι ετών, με ετήσια αναπροσαρμογή του ενοικίου. Οι ανακαινίσεις θα γίνουν μέσω συμπράξεων δημόσιου και ιδιωτικού τομέα, με τους αναδόχους να αμείβονται από συνδυασμό δημόσιων πόρων και εσόδων από τα ενοίκια για ορισμένο χρονικό διάστημα.</p>
<p>Οι επικριτές θυμίζουν ότι ανάλογες εξαγγελίες στο παρελθόν προχώρησαν με αργούς ρυθμούς, καθώς σκόνταψαν σε ασαφείς τίτλους ιδιοκτησίας, αρχαιολογικούς περιορισμούς και χρονοβόρες αδειοδοτήσεις.</p>
<blockquote><p>Η αξιοποίηση των άδειων δημόσιων κτιρίων είναι από τα λίγα εργαλεία που μπορούν να προσθέσουν γρήγορα κατοικίες στα κέντρα των πόλεων. Το πραγματικό κριτήριο επιτυχίας, όμως, θα είναι αν οι πρώτοι ενοικιαστές μπουν στα σπίτια τους μέσα σε δύο χρόνια, όχι πόσα κτίρια θα γραφτούν σε μια λίστα.</p></blockquote>
<p>Το σχόλιο ανήκει στην <strong>Κατερίνα Σιούτη</strong>, πολεοδόμο στο Εθνικό Μετσόβιο Πολυτεχνείο. Το υπουργείο αναφέρει ότι η πρώτη πρόσκληση προς ενδιαφερόμενους ενοικιαστές θα δημοσιευθεί μόλις ολοκληρωθούν οι πρώτες ανακαινίσεις, ενώ οι δήμοι θα κληθούν να προτείνουν επιπλέον κτίρια.</p>`,
    tags: ['stegasi', 'athina', 'thessaloniki'],
  },

  // ── Εκλογές ─────────────────────────────────────────────────────────────
  {
    category: 'ekloges',
    title: 'Why Fewer Greeks Are Turning Out to Vote in Regional Elections',
    titleGr: 'Γιατί όλο και λιγότεροι ψηφίζουν στις περιφερειακές εκλογές',
    subtitle:
      'A university study finds that turnout in regional contests has fallen sharply, especially in run-offs and among voters registered away from home.',
    subtitleGr:
      'Πανεπιστημιακή έρευνα καταγράφει μεγάλη πτώση της συμμετοχής, ιδίως στους δεύτερους γύρους και σε όσους ψηφίζουν μακριά από τον τόπο κατοικίας τους.',
    excerpt:
      'Researchers at the University of Macedonia analysed data from the last regional elections and found that only about a third of registered voters took part in the run-offs. They propose reforms to bring voters back to the polls.',
    excerptGr:
      'Ερευνητές του Πανεπιστημίου Μακεδονίας ανέλυσαν τα στοιχεία των τελευταίων περιφερειακών εκλογών και διαπίστωσαν ότι στους δεύτερους γύρους ψήφισε μόλις ένας στους τρεις εγγεγραμμένους. Προτείνουν αλλαγές για να επιστρέψουν οι ψηφοφόροι στις κάλπες.',
    content: `<p>Turnout in regional elections has fallen to its lowest level since the current system of elected regional governors was introduced, according to a study presented this week by researchers at the University of Macedonia in Thessaloniki. Using official results from the last local and regional contests, the team found that fewer than half of registered voters cast a ballot in the first round, and barely a third returned for the run-offs a week later.</p>
<p>The authors stress that the headline figures exaggerate the problem to some extent, because the electoral rolls include many Greeks who have moved abroad or live permanently in another part of the country. Even after adjusting for this, however, participation has clearly declined over the past decade.</p>
<h2>What the data show</h2>
<ul>
<li>Turnout is lowest among voters aged 18 to 30, particularly students registered in their home towns.</li>
<li>The drop between the first and second round is steepest in large urban regions such as Attica and Central Macedonia.</li>
<li>Voters who live more than 100 kilometres from their polling station are far less likely to vote at all.</li>
<li>Many respondents could not name a single responsibility of their regional authority.</li>
</ul>
<p>The study also included a survey of 1,200 adults, which suggests that distance and lack of information matter more than outright disillusionment. Most non-voters said they would have taken part if they could vote where they actually live, or by post.</p>
<blockquote><p>Regional government spends serious money on roads, ports and civil protection, yet most citizens see it as an invisible layer of the state. If people do not know what the region does, it is no surprise that they do not bother to choose who runs it.</p></blockquote>
<p>That is the view of <strong>Stavros Kontos</strong>, an associate professor of political science at the University of Macedonia who led the research. The team recommends allowing citizens to vote at their place of residence, extending postal voting to local and regional elections and introducing civic education classes in the final years of secondary school.</p>
<p>The findings are expected to feed into the current debate on local government reform.</p>`,
    contentGr: `<p>Στο χαμηλότερο επίπεδο από τότε που καθιερώθηκε η εκλογή αιρετών περιφερειαρχών έχει υποχωρήσει η συμμετοχή στις περιφερειακές εκλογές, σύμφωνα με έρευνα που παρουσίασαν αυτή την εβδομάδα επιστήμονες του Πανεπιστημίου Μακεδονίας στη Θεσσαλονίκη. Αξιοποιώντας τα επίσημα αποτελέσματα των τελευταίων αυτοδιοικητικών εκλογών, η ερευνητική ομάδα διαπίστωσε ότι λιγότεροι από τους μισούς εγγεγραμμένους ψήφισαν στον πρώτο γύρο, ενώ στον δεύτερο, μία εβδομάδα αργότερα, επέστρεψε μόλις ένας στους τρεις.</p>
<p>Οι συντάκτες επισημαίνουν ότι τα ποσοστά αυτά μεγεθύνουν ως έναν βαθμό το πρόβλημα, καθώς οι εκλογικοί κατάλογοι περιλαμβάνουν πολλούς Έλληνες που ζουν στο εξωτερικό ή μόνιμα σε άλλη περιοχή της χώρας. Ακόμη και μετά τις σχετικές διορθώσεις, ωστόσο, η πτωτική τάση της τελευταίας δεκαετίας είναι σαφής.</p>
<h2>Τι δείχνουν τα στοιχεία</h2>
<ul>
<li>Τη χαμηλότερη συμμετοχή καταγράφουν οι ψηφοφόροι 18 έως 30 ετών, ιδίως οι φοιτητές που είναι εγγεγραμμένοι στον τόπο καταγωγής τους.</li>
<li>Η απώλεια ψηφοφόρων από τον πρώτο στον δεύτερο γύρο είναι μεγαλύτερη στις μεγάλες αστικές περιφέρειες, όπως η Αττική και η Κεντρική Μακεδονία.</li>
<li>Όσοι ζουν σε απόσταση μεγαλύτερη των 100 χιλιομέτρων από το εκλογικό τους τμήμα ψηφίζουν πολύ σπανιότερα.</li>
<li>Πολλοί ερωτώμενοι δεν μπορούσαν να κατονομάσουν ούτε μία αρμοδιότητα της περιφέρειάς τους.</li>
</ul>
<p>Η μελέτη περιλαμβάνει και δημοσκόπηση σε 1.200 ενήλικες, από την οποία προκύπτει ότι η απόσταση και η έλλειψη ενημέρωσης βαραίνουν περισσότερο από την απογοήτευση. Οι περισσότεροι από όσους απείχαν δήλωσαν ότι θα είχαν ψηφίσει αν μπορούσαν να το κάνουν στον τόπο όπου πραγματικά ζουν ή με επιστολική ψήφο.</p>
<blockquote><p>Η περιφέρεια διαχειρίζεται σημαντικά κονδύλια για δρόμους, λιμάνια και πολιτική προστασία, κι όμως οι περισσότεροι πολίτες τη βλέπουν ως ένα αόρατο επίπεδο του κράτους. Αν δεν ξέρεις τι κάνει η περιφέρεια, είναι λογικό να μην μπαίνεις στον κόπο να επιλέξεις ποιος θα τη διοικεί.</p></blockquote>
<p>Αυτή είναι η εκτίμηση του <strong>Σταύρου Κόντου</strong>, αναπληρωτή καθηγητή Πολιτικής Επιστήμης στο Πανεπιστήμιο Μακεδονίας, ο οποίος συντόνισε την έρευνα. Η ομάδα προτείνει τη δυνατότητα ψήφου στον τόπο κατοικίας, την επέκταση της επιστολικής ψήφου στις αυτοδιοικητικές εκλογές και την εισαγωγή μαθημάτων αγωγής του πολίτη στις τελευταίες τάξεις του λυκείου.</p>
<p>Τα ευρήματα αναμένεται να τροφοδοτήσουν τη συζήτηση για τη μεταρρύθμιση της αυτοδιοίκησης.</p>`,
    tags: ['thessaloniki'],
  },
  {
    category: 'ekloges',
    title: 'New Poll Shows Undecided Voters at Their Highest Level in Years',
    titleGr: 'Νέα δημοσκόπηση: στο υψηλότερο επίπεδο εδώ και χρόνια οι αναποφάσιστοι',
    subtitle:
      'The governing party keeps its lead, but nearly one in five respondents cannot name a preferred party and the cost of living remains the top concern.',
    subtitleGr:
      'Το κυβερνών κόμμα διατηρεί το προβάδισμα, όμως σχεδόν ένας στους πέντε δεν δηλώνει κόμμα, με την ακρίβεια να παραμένει η πρώτη ανησυχία.',
    excerpt:
      'A nationwide survey published this week finds the governing party ahead but losing ground, a fragmented opposition and a growing pool of undecided voters, most of whom cite prices and housing as their main worries.',
    excerptGr:
      'Πανελλαδική δημοσκόπηση που δημοσιεύθηκε αυτή την εβδομάδα δείχνει το κυβερνών κόμμα μπροστά αλλά σε πτώση, κατακερματισμένη αντιπολίτευση και αυξανόμενους αναποφάσιστους, που ανησυχούν κυρίως για την ακρίβεια και τη στέγη.',
    content: `<p>The governing party remains in first place but continues to lose ground, while the share of voters who say they do not know whom they would support has risen to its highest level in several years, according to a nationwide poll published this week.</p>
<p>The survey, carried out by an Athens-based polling firm for a private television channel, interviewed 1,100 adults by telephone and online over five days and has a margin of error of about three percentage points. Asked which party they would vote for if elections were held on Sunday, almost one in five respondents gave no answer or said they were undecided.</p>
<h2>Prices and housing dominate</h2>
<p>The poll suggests that everyday economic pressures, rather than any single political event, are driving the uncertainty. Respondents named the following as the most pressing problems facing the country:</p>
<ol>
<li>the cost of living and high supermarket prices;</li>
<li>rents and access to housing, especially for young people;</li>
<li>the state of the public health system;</li>
<li>low wages compared with the rest of the European Union.</li>
</ol>
<p>The main opposition party has failed to capitalise on the government's losses, remaining broadly stable since the previous wave of the survey, while support for smaller parties is spread across a crowded field. Trust in political institutions remains low, with Parliament and the parties rated below the armed forces, the fire service and the courts.</p>
<blockquote><p>The undecided are not people who have lost interest in politics. They are mostly voters who feel that no one is offering a convincing answer to the problems they face every month, and they are waiting to be persuaded.</p></blockquote>
<p>So said <strong>Ioanna Lambrou</strong>, research director at the firm that conducted the survey. She cautioned that a single poll is a snapshot rather than a forecast and that, with the next general election still many months away, the picture may change considerably.</p>
<p>Analysts note that the large pool of undecided voters is likely to push all parties to focus their messages on prices and housing in the months ahead.</p>`,
    contentGr: `<p>Στην πρώτη θέση παραμένει το κυβερνών κόμμα, συνεχίζει όμως να χάνει έδαφος, ενώ το ποσοστό όσων δηλώνουν ότι δεν ξέρουν τι θα ψηφίσουν έχει φτάσει στο υψηλότερο επίπεδο των τελευταίων ετών, σύμφωνα με πανελλαδική δημοσκόπηση που δόθηκε στη δημοσιότητα αυτή την εβδομάδα.</p>
<p>Η έρευνα διενεργήθηκε από αθηναϊκή εταιρεία δημοσκοπήσεων για λογαριασμό ιδιωτικού τηλεοπτικού σταθμού, σε δείγμα 1.100 ενηλίκων, τηλεφωνικά και διαδικτυακά, σε διάστημα πέντε ημερών. Το μέγιστο σφάλμα εκτιμάται περίπου στις τρεις ποσοστιαίες μονάδες. Στο ερώτημα τι θα ψήφιζαν αν οι εκλογές γίνονταν την ερχόμενη Κυριακή, σχεδόν ένας στους πέντε δεν απάντησε ή δήλωσε αναποφάσιστος.</p>
<h2>Ακρίβεια και στέγαση στο επίκεντρο</h2>
<p>Σύμφωνα με τα ευρήματα, την αβεβαιότητα τροφοδοτούν οι καθημερινές οικονομικές πιέσεις και όχι κάποιο συγκεκριμένο πολιτικό γεγονός. Ως τα πιο πιεστικά προβλήματα της χώρας οι ερωτηθέντες κατονόμασαν:</p>
<ol>
<li>την ακρίβεια και τις υψηλές τιμές στο σούπερ μάρκετ·</li>
<li>τα ενοίκια και την πρόσβαση στη στέγη, ιδίως για τους νέους·</li>
<li>την κατάσταση του δημόσιου συστήματος υγείας·</li>
<li>τους χαμηλούς μισθούς σε σύγκριση με την υπόλοιπη Ευρωπαϊκή Ένωση.</li>
</ol>
<p>Η αξιωματική αντιπολίτευση δεν φαίνεται να καρπώνεται τις απώλειες της κυβέρνησης, καθώς παραμένει ουσιαστικά σταθερή σε σχέση με το προηγούμενο κύμα της έρευνας, ενώ η στήριξη προς τα μικρότερα κόμματα διασπείρεται σε ένα πολυπληθές πεδίο. Η εμπιστοσύνη στους πολιτικούς θεσμούς παραμένει χαμηλή, με τη Βουλή και τα κόμματα να βαθμολογούνται χαμηλότερα από τις Ένοπλες Δυνάμεις, την Πυροσβεστική και τη Δικαιοσύνη.</p>
<blockquote><p>Οι αναποφάσιστοι δεν είναι άνθρωποι που έχουν πάψει να ενδιαφέρονται για την πολιτική. Είναι κυρίως ψηφοφόροι που θεωρούν ότι κανείς δεν δίνει πειστική απάντηση στα προβλήματα που αντιμετωπίζουν κάθε μήνα, και περιμένουν να πειστούν.</p></blockquote>
<p>Αυτό σημειώνει η <strong>Ιωάννα Λάμπρου</strong>, διευθύντρια ερευνών της εταιρείας που διενήργησε τη δημοσκόπηση. Όπως υπογραμμίζει, μία μεμονωμένη μέτρηση αποτυπώνει τη στιγμή και δεν αποτελεί πρόβλεψη, ενώ μέχρι τις επόμενες εθνικές εκλογές απομένουν ακόμη αρκετοί μήνες, στη διάρκεια των οποίων η εικόνα μπορεί να αλλάξει σημαντικά.</p>
<p>Κατά τους αναλυτές, η μεγάλη δεξαμενή των αναποφάσιστων αναμένεται να στρέψει όλα τα κόμματα σε μηνύματα για την ακρίβεια και τη στέγαση τους επόμενους μήνες.</p>`,
    tags: ['plithorismos', 'stegasi'],
  },
  {
    category: 'ekloges',
    title: 'Greeks Abroad Sign Up for Postal Voting in Record Numbers',
    titleGr: 'Ρεκόρ εγγραφών για την επιστολική ψήφο από τους Έλληνες του εξωτερικού',
    subtitle:
      'Registrations from Germany, the UK, Australia and the US have surged ahead of the next general election, putting the system to its biggest test.',
    subtitleGr:
      'Οι αιτήσεις από Γερμανία, Βρετανία, Αυστραλία και ΗΠΑ αυξάνονται ραγδαία ενόψει των επόμενων εθνικών εκλογών, που θα είναι η μεγαλύτερη δοκιμασία του θεσμού.',
    excerpt:
      'More Greeks living abroad have registered for the postal vote than ever before, according to the Ministry of the Interior. Diaspora groups welcome the trend but warn about slow deliveries and tight deadlines.',
    excerptGr:
      'Περισσότεροι Έλληνες του εξωτερικού από ποτέ έχουν εγγραφεί για την επιστολική ψήφο, σύμφωνα με το υπουργείο Εσωτερικών. Οι σύλλογοι της ομογένειας χαιρετίζουν την τάση, προειδοποιούν όμως για καθυστερήσεις και σφιχτές προθεσμίες.',
    content: `<p>The number of Greeks living abroad who have registered to vote by post has reached a record high, according to figures released by the Ministry of the Interior this week. Registrations have risen steadily since the online platform reopened, with the largest numbers coming from Germany, the United Kingdom, Belgium, Australia and the United States.</p>
<p>Postal voting was introduced only recently and was first used in European elections, before being extended to national contests. The next general election will be its largest test so far, and officials say the system has been adjusted to address problems reported by voters the first time round.</p>
<h2>How the process works</h2>
<ol>
<li>Voters register online using their tax system credentials and choose the address where they want to receive their ballot.</li>
<li>The ballot package is sent by courier, together with a prepaid return envelope.</li>
<li>Completed ballots must be returned within the deadline set by the ministry and are counted by special committees on election day.</li>
</ol>
<p>Diaspora associations have welcomed the increase but warn that delivery times vary widely from country to country. In parts of Australia and South America, community groups say, ballots took more than two weeks to arrive last time, leaving voters with only a few days to send them back.</p>
<blockquote><p>For years, voting meant a long and expensive trip home. Now a nurse in Stuttgart or an engineer in Melbourne can take part from their kitchen table. What we ask is simple: clear deadlines and ballots that arrive on time.</p></blockquote>
<p>So said <strong>Maria Antoniou</strong>, who chairs a Greek community association in Brussels and has helped hundreds of compatriots complete their registration. Her group has organised information evenings and an online help desk in recent weeks.</p>
<p>Political scientists note that the diaspora vote, though still small as a share of the total, could make a difference in close contests in some constituencies. The ministry says registration will remain open for several more weeks.</p>`,
    contentGr: `<p>Σε επίπεδο ρεκόρ έχει φτάσει ο αριθμός των Ελλήνων του εξωτερικού που έχουν εγγραφεί για να ψηφίσουν επιστολικά, σύμφωνα με στοιχεία που έδωσε στη δημοσιότητα αυτή την εβδομάδα το υπουργείο Εσωτερικών. Οι εγγραφές αυξάνονται σταθερά από τότε που άνοιξε ξανά η ηλεκτρονική πλατφόρμα, με τους περισσότερους αιτούντες να προέρχονται από τη Γερμανία, το Ηνωμένο Βασίλειο, το Βέλγιο, την Αυστραλία και τις Ηνωμένες Πολιτείες.</p>
<p>Η επιστολική ψήφος θεσπίστηκε πρόσφατα και εφαρμόστηκε για πρώτη φορά στις ευρωεκλογές, πριν επεκταθεί και στις εθνικές αναμετρήσεις. Οι επόμενες βουλευτικές εκλογές θα αποτελέσουν τη μεγαλύτερη δοκιμασία της μέχρι σήμερα και, σύμφωνα με το υπουργείο, το σύστημα έχει προσαρμοστεί ώστε να αντιμετωπιστούν τα προβλήματα που ανέφεραν οι ψηφοφόροι την πρώτη φορά.</p>
<h2>Πώς λειτουργεί η διαδικασία</h2>
<ol>
<li>Οι ψηφοφόροι εγγράφονται ηλεκτρονικά με τους κωδικούς Taxisnet και δηλώνουν τη διεύθυνση όπου θέλουν να παραλάβουν το ψηφοδέλτιο.</li>
<li>Ο φάκελος με τα ψηφοδέλτια αποστέλλεται με εταιρεία ταχυμεταφορών, μαζί με προπληρωμένο φάκελο επιστροφής.</li>
<li>Η ψήφος πρέπει να επιστραφεί εντός της προθεσμίας που ορίζει το υπουργείο και καταμετράται από ειδικές εφορευτικές επιτροπές την ημέρα των εκλογών.</li>
</ol>
<p>Οι σύλλογοι της ομογένειας χαιρετίζουν την αύξηση, προειδοποιούν όμως ότι οι χρόνοι παράδοσης διαφέρουν πολύ από χώρα σε χώρα. Σε ορισμένες περιοχές της Αυστραλίας και της Νότιας Αμερικής, όπως λένε, τα ψηφοδέλτια έκαναν την προηγούμενη φορά πάνω από δύο εβδομάδες για να φτάσουν, αφήνοντας στους ψηφοφόρους ελάχιστες ημέρες για να τα στείλουν πίσω.</p>
<blockquote><p>Για χρόνια, η ψήφος σήμαινε ένα μακρύ και ακριβό ταξίδι στην πατρίδα. Τώρα μια νοσηλεύτρια στη Στουτγάρδη ή ένας μηχανικός στη Μελβούρνη μπορούν να ψηφίσουν από το τραπέζι της κουζίνας τους. Αυτό που ζητάμε είναι απλό: σαφείς προθεσμίες και ψηφοδέλτια που φτάνουν στην ώρα τους.</p></blockquote>
<p>Αυτό τονίζει η <strong>Μαρία Αντωνίου</strong>, πρόεδρος ελληνικού συλλόγου στις Βρυξέλλες, η οποία έχει βοηθήσει εκατοντάδες συμπατριώτες της να ολοκληρώσουν την εγγραφή τους. Ο σύλλογος οργάνωσε τις τελευταίες εβδομάδες ενημερωτικές βραδιές και διαδικτυακή γραμμή βοήθειας.</p>
<p>Οι πολιτικοί επιστήμονες επισημαίνουν ότι η ψήφος της διασποράς, αν και μικρή ακόμη ως ποσοστό του συνόλου, μπορεί να κάνει τη διαφορά σε αμφίρροπες αναμετρήσεις σε ορισμένες εκλογικές περιφέρειες. Η πλατφόρμα εγγραφών θα παραμείνει ανοιχτή για αρκετές ακόμη εβδομάδες.</p>`,
    tags: ['ee'],
  },
]

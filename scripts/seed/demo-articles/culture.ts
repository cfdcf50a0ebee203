import type { DemoArticle } from '../demo-types.ts'

export const articles: DemoArticle[] = [
  // ── Πολιτισμός ──────────────────────────────────────────────────────────
  {
    category: 'politismos',
    title: 'Epidaurus Season Ends With Sold-Out Nights and a Debate Over Ticket Prices',
    titleGr: 'Η Επίδαυρος κλείνει με γεμάτες κερκίδες και συζήτηση για τις τιμές των εισιτηρίων',
    subtitle:
      'Ancient drama drew its largest crowds in years, but young and regional audiences say the cost of a night at the theatre is rising fast.',
    subtitleGr:
      'Το αρχαίο δράμα συγκέντρωσε το μεγαλύτερο κοινό των τελευταίων ετών, όμως νέοι θεατές και η περιφέρεια βλέπουν το κόστος να ανεβαίνει.',
    excerpt:
      'The ancient theatre of Epidaurus closed its summer programme with almost every performance sold out. Organisers call it a vintage year, while audiences point to rising ticket, transport and accommodation costs.',
    excerptGr:
      'Το αρχαίο θέατρο της Επιδαύρου ολοκλήρωσε το καλοκαιρινό του πρόγραμμα με σχεδόν όλες τις παραστάσεις εξαντλημένες. Οι διοργανωτές μιλούν για χρονιά-ρεκόρ, οι θεατές για ακριβά εισιτήρια, μετακινήσεις και διαμονή.',
    content: `<p>The ancient theatre of Epidaurus has closed another summer season, and by almost every measure it was one of the strongest in recent memory. Organisers report that nearly all performances sold out weeks in advance, with several productions adding extra nights to meet demand from Greek and international audiences.</p>
<p>The programme leaned heavily on the classics. Two productions of Euripides, a stark new staging of Aeschylus's <em>The Persians</em> and a comedy by Aristophanes reworked with contemporary references drew the largest crowds, while a smaller strand of experimental work was presented at the nearby Little Theatre of Ancient Epidaurus.</p>
<h2>A record year, at a price</h2>
<p>Behind the applause, however, a familiar debate has returned. Prices for the best seats rose again this year, and the cost of reaching the Argolid for an evening performance has become a real barrier for many. Coach packages from Athens, once the affordable option, now cost considerably more than they did only a few years ago.</p>
<p>Audience surveys carried out during the season point to three main concerns:</p>
<ul>
<li>the price of the best seats, which now rivals that of major European venues;</li>
<li>limited public transport to and from the theatre late at night;</li>
<li>a shortage of affordable accommodation in nearby Nafplio and Lygourio during the busiest weeks.</li>
</ul>
<p>Director Nikitas Lamprou, whose production of <em>Hecuba</em> was among the most talked-about of the summer, believes the issue goes to the heart of what ancient drama is for.</p>
<blockquote><p>These plays were written for the whole city, not for a privileged few. If a student from Patras or a pensioner from Larissa cannot afford the journey, then we have lost something essential, no matter how full the stands look.</p></blockquote>
<h2>What comes next</h2>
<p>The organisers say that discounted tickets for students, the unemployed and people over 65 will be expanded next year, and that talks are under way with transport operators on subsidised coaches. Cultural associations in the Peloponnese are also calling for more performances aimed at local audiences early in the season.</p>
<p>For now, the numbers speak for themselves. Epidaurus remains one of the few places in the world where tens of thousands of people gather every summer to watch tragedies written two and a half thousand years ago. The challenge is to make sure those seats stay within reach of everyone.</p>`,
    contentGr: `<p>Ακόμη ένα καλοκαίρι έπεσε η αυλαία στο αρχαίο θέατρο της Επιδαύρου και, με κάθε μέτρο σύγκρισης, επρόκειτο για μία από τις πιο επιτυχημένες σεζόν των τελευταίων ετών. Σύμφωνα με τους διοργανωτές, σχεδόν όλες οι παραστάσεις είχαν εξαντληθεί εβδομάδες νωρίτερα, ενώ αρκετές παραγωγές πρόσθεσαν επιπλέον βραδιές για να καλύψουν τη ζήτηση από Έλληνες και ξένους θεατές.</p>
<p>Το πρόγραμμα στηρίχθηκε κυρίως στους κλασικούς. Δύο παραστάσεις Ευριπίδη, μια λιτή νέα ανάγνωση των <em>Περσών</em> του Αισχύλου και μια κωμωδία του Αριστοφάνη με σύγχρονες αναφορές συγκέντρωσαν τον περισσότερο κόσμο, ενώ πιο πειραματικές δουλειές φιλοξενήθηκαν στο γειτονικό Μικρό Θέατρο της Αρχαίας Επιδαύρου.</p>
<h2>Χρονιά-ρεκόρ, αλλά με κόστος</h2>
<p>Πίσω από τα χειροκροτήματα, ωστόσο, επανέρχεται μια γνώριμη συζήτηση. Οι τιμές των καλύτερων θέσεων αυξήθηκαν ξανά φέτος, ενώ το κόστος της μετάβασης στην Αργολίδα για μια βραδινή παράσταση έχει γίνει πραγματικό εμπόδιο για πολλούς. Τα πακέτα με πούλμαν από την Αθήνα, κάποτε η οικονομική λύση, κοστίζουν πλέον αισθητά περισσότερο απ' ό,τι πριν από λίγα χρόνια.</p>
<p>Οι έρευνες κοινού που πραγματοποιήθηκαν κατά τη διάρκεια της σεζόν αναδεικνύουν τρία βασικά ζητήματα:</p>
<ul>
<li>τις τιμές των καλύτερων θέσεων, που πλέον συναγωνίζονται εκείνες μεγάλων ευρωπαϊκών σκηνών·</li>
<li>την περιορισμένη συγκοινωνία από και προς το θέατρο αργά το βράδυ·</li>
<li>την έλλειψη προσιτών καταλυμάτων στο Ναύπλιο και στο Λυγουριό τις εβδομάδες αιχμής.</li>
</ul>
<p>Ο σκηνοθέτης Νικήτας Λάμπρου, του οποίου η <em>Εκάβη</em> ήταν από τις πιο πολυσυζητημένες παραστάσεις του καλοκαιριού, πιστεύει ότι το ζήτημα αγγίζει τον ίδιο τον πυρήνα του αρχαίου δράματος.</p>
<blockquote><p>Αυτά τα έργα γράφτηκαν για όλη την πόλη, όχι για λίγους προνομιούχους. Αν ένας φοιτητής από την Πάτρα ή μια συνταξιούχος από τη Λάρισα δεν μπορούν να αντέξουν το ταξίδι, τότε έχουμε χάσει κάτι ουσιαστικό, όσο γεμάτες κι αν φαίνονται οι κερκίδες.</p></blockquote>
<h2>Τα επόμενα βήματα</h2>
<p>Οι διοργανωτές αναφέρουν ότι τα μειωμένα εισιτήρια για φοιτητές, ανέργους και πολίτες άνω των 65 ετών θα διευρυνθούν την επόμενη χρονιά και ότι βρίσκονται σε εξέλιξη συζητήσεις με μεταφορικές εταιρείες για επιδοτούμενα δρομολόγια. Πολιτιστικοί σύλλογοι της Πελοποννήσου ζητούν επίσης περισσότερες παραστάσεις για το τοπικό κοινό στην αρχή της σεζόν.</p>
<p>Προς το παρόν, οι αριθμοί μιλούν από μόνοι τους. Η Επίδαυρος παραμένει ένας από τους λίγους τόπους στον κόσμο όπου δεκάδες χιλιάδες άνθρωποι συγκεντρώνονται κάθε καλοκαίρι για να δουν τραγωδίες γραμμένες πριν από δυόμισι χιλιάδες χρόνια. Το στοίχημα είναι οι θέσεις αυτές να παραμείνουν προσιτές σε όλους.</p>`,
    tags: ['festival', 'tourismos'],
  },
  {
    category: 'politismos',
    title: 'Acropolis Museum Brings Back the Lost Colours of the Archaic Korai',
    titleGr: 'Το Μουσείο Ακρόπολης επαναφέρει τα χαμένα χρώματα των αρχαϊκών κορών',
    subtitle:
      'A new exhibition combines conservation science and digital reconstruction to show how brightly painted ancient sculpture once was.',
    subtitleGr:
      'Νέα έκθεση συνδυάζει την επιστήμη της συντήρησης με την ψηφιακή αναπαράσταση για να δείξει πόσο έντονα χρωματισμένα ήταν τα αρχαία γλυπτά.',
    excerpt:
      'A temporary exhibition at the Acropolis Museum uses pigment analysis and full-scale painted replicas to show how vividly coloured Archaic sculpture was, challenging the familiar image of a white marble antiquity.',
    excerptGr:
      'Περιοδική έκθεση στο Μουσείο Ακρόπολης αξιοποιεί αναλύσεις χρωστικών και ζωγραφισμένα αντίγραφα σε φυσικό μέγεθος για να δείξει πόσο πολύχρωμη ήταν η αρχαϊκή γλυπτική, αμφισβητώντας την εικόνα μιας «λευκής» αρχαιότητας.',
    content: `<p>For centuries, the popular image of ancient Greece has been one of gleaming white marble. A new temporary exhibition at the Acropolis Museum sets out to overturn that picture, bringing together original Archaic sculptures, painted replicas and digital reconstructions to show how colourful the statues of the Acropolis once were.</p>
<p>The exhibition, which opened this autumn in the museum's Archaic gallery on the first floor, is the result of several years of research by conservators and archaeologists. Using non-invasive techniques, the team identified traces of pigment, invisible to the naked eye, on the surfaces of the korai, the statues of young women dedicated to Athena in the sixth century BC.</p>
<h2>The science behind the spectacle</h2>
<p>Visitors move through three sections, each built around a different kind of evidence:</p>
<ol>
<li>original sculptures displayed under special lighting that reveals surviving traces of paint;</li>
<li>full-scale replicas painted by hand according to the results of the pigment analysis;</li>
<li>digital projections showing alternative reconstructions where the evidence is uncertain.</li>
</ol>
<p>The approach is deliberately cautious. Wall texts explain where the researchers are confident and where they are making informed guesses, and the projections allow visitors to compare different hypotheses side by side.</p>
<p>Archaeologist Fotini Argyrakou, one of the exhibition's curators, says the aim is not to replace one myth with another.</p>
<blockquote><p>We are not claiming to know exactly what every statue looked like. We are showing what the evidence allows us to say, and inviting people to look at these works with fresh eyes. Colour was part of their meaning, not decoration added afterwards.</p></blockquote>
<h2>A wider conversation</h2>
<p>The exhibition arrives at a time when museums across Europe are re-examining how they present ancient polychromy. For Greek audiences in particular, the shift can be striking: the ideal of white marble is deeply rooted in school textbooks and in national imagery.</p>
<p>Early visitor numbers suggest strong interest, especially from school groups. The museum has prepared educational programmes for pupils of all ages, as well as guided tours in Greek and English at weekends. The exhibition runs until the spring, after which parts of it may travel to partner institutions abroad.</p>`,
    contentGr: `<p>Επί αιώνες, η εικόνα της αρχαίας Ελλάδας ήταν συνυφασμένη με το αστραφτερό λευκό μάρμαρο. Νέα περιοδική έκθεση στο Μουσείο Ακρόπολης φιλοδοξεί να ανατρέψει αυτή την εικόνα, φέρνοντας κοντά πρωτότυπα αρχαϊκά γλυπτά, ζωγραφισμένα αντίγραφα και ψηφιακές αναπαραστάσεις, για να δείξει πόσο πολύχρωμα ήταν κάποτε τα αγάλματα της Ακρόπολης.</p>
<p>Η έκθεση, που εγκαινιάστηκε το φθινόπωρο στην αίθουσα των αρχαϊκών γλυπτών στον πρώτο όροφο του μουσείου, είναι καρπός πολυετούς έρευνας συντηρητών και αρχαιολόγων. Με μη επεμβατικές μεθόδους, η ομάδα εντόπισε ίχνη χρωστικών, αόρατα με γυμνό μάτι, στις επιφάνειες των κορών, των αγαλμάτων νεαρών γυναικών που αφιερώνονταν στην Αθηνά τον 6ο αιώνα π.Χ.</p>
<h2>Η επιστήμη πίσω από το θέαμα</h2>
<p>Ο επισκέπτης διασχίζει τρεις ενότητες, καθεμία από τις οποίες στηρίζεται σε διαφορετικό είδος τεκμηρίων:</p>
<ol>
<li>πρωτότυπα γλυπτά υπό ειδικό φωτισμό, ο οποίος αναδεικνύει τα σωζόμενα ίχνη χρώματος·</li>
<li>αντίγραφα σε φυσικό μέγεθος, ζωγραφισμένα με το χέρι βάσει των αποτελεσμάτων των αναλύσεων·</li>
<li>ψηφιακές προβολές με εναλλακτικές αναπαραστάσεις εκεί όπου τα στοιχεία δεν επαρκούν για βέβαια συμπεράσματα.</li>
</ol>
<p>Η προσέγγιση είναι συνειδητά συγκρατημένη. Τα κείμενα της έκθεσης εξηγούν πού οι ερευνητές είναι βέβαιοι και πού διατυπώνουν τεκμηριωμένες υποθέσεις, ενώ οι προβολές επιτρέπουν στο κοινό να συγκρίνει διαφορετικές εκδοχές τη μία δίπλα στην άλλη.</p>
<p>Η αρχαιολόγος Φωτεινή Αργυράκου, μία από τις επιμελήτριες της έκθεσης, τονίζει ότι στόχος δεν είναι να αντικατασταθεί ένας μύθος από έναν άλλο.</p>
<blockquote><p>Δεν ισχυριζόμαστε ότι γνωρίζουμε ακριβώς πώς έμοιαζε κάθε άγαλμα. Δείχνουμε τι μας επιτρέπουν να πούμε τα τεκμήρια και καλούμε το κοινό να δει αυτά τα έργα με καθαρό βλέμμα. Το χρώμα ήταν μέρος του νοήματός τους, όχι διακόσμηση που προστέθηκε εκ των υστέρων.</p></blockquote>
<h2>Μια ευρύτερη συζήτηση</h2>
<p>Η έκθεση έρχεται σε μια περίοδο κατά την οποία μουσεία σε όλη την Ευρώπη επανεξετάζουν τον τρόπο με τον οποίο παρουσιάζουν την αρχαία πολυχρωμία. Ειδικά για το ελληνικό κοινό, η αλλαγή οπτικής μπορεί να ξαφνιάσει, καθώς το ιδεώδες του λευκού μαρμάρου είναι βαθιά ριζωμένο στα σχολικά βιβλία και στην εθνική εικονογραφία.</p>
<p>Τα πρώτα στοιχεία επισκεψιμότητας δείχνουν ισχυρό ενδιαφέρον, ιδίως από τα σχολεία. Το μουσείο έχει ετοιμάσει εκπαιδευτικά προγράμματα για μαθητές κάθε ηλικίας, καθώς και ξεναγήσεις στα ελληνικά και στα αγγλικά τα Σαββατοκύριακα. Η έκθεση θα διαρκέσει έως την άνοιξη, ενώ στη συνέχεια τμήματά της ενδέχεται να ταξιδέψουν σε συνεργαζόμενα ιδρύματα του εξωτερικού.</p>`,
    tags: ['athina', 'ekpaideusi'],
  },
  {
    category: 'politismos',
    title: 'Syros Turns Up the Volume',
    titleGr: 'Η Σύρος ανεβάζει την ένταση',
    subtitle:
      'An autumn music festival in Ermoupoli is betting that concerts in historic venues can stretch the island season well beyond summer.',
    subtitleGr:
      'Φθινοπωρινό μουσικό φεστιβάλ στην Ερμούπολη ποντάρει στις συναυλίες σε ιστορικούς χώρους για να επεκτείνει τη σεζόν του νησιού.',
    excerpt:
      'The Ermoupoli Sound Festival doubled its audience this year, filling the Apollo Theatre and the old shipyards with jazz, chamber music and new songwriting, and giving local businesses a welcome lift after the summer crowds had gone.',
    excerptGr:
      'Το φεστιβάλ «Ήχοι της Ερμούπολης» διπλασίασε φέτος το κοινό του, γεμίζοντας το Θέατρο Απόλλων και τα παλιά ναυπηγεία με τζαζ, μουσική δωματίου και νέους τραγουδοποιούς, δίνοντας ανάσα στην τοπική αγορά μετά το καλοκαίρι.',
    content: `<p>When the summer ferries thin out and most Cycladic islands begin to pull down their shutters, Syros has found a reason to stay awake. The Ermoupoli Sound Festival, now in its fourth year, has wrapped up its largest edition yet, with ten days of concerts spread across the island's capital.</p>
<p>The festival's signature is its use of historic venues. Chamber ensembles performed in the nineteenth-century Apollo Theatre, often described as a small-scale La Scala, while jazz and electronic acts played in a converted warehouse near the old shipyards. Free afternoon concerts were held on the marble-paved Miaouli Square.</p>
<h2>A programme built on contrasts</h2>
<p>This year's line-up deliberately mixed genres and generations. Among the best-attended events were:</p>
<ul>
<li>a late-night jazz series featuring young Greek trios alongside established European players;</li>
<li>a cycle of string quartets by twentieth-century Greek composers;</li>
<li>a songwriting showcase devoted to new artists from the Aegean islands;</li>
<li>percussion and improvisation workshops for local schoolchildren.</li>
</ul>
<p>Artistic director Christina Doukaki says the festival was designed from the start as a response to the island's seasonal economy.</p>
<blockquote><p>We wanted to prove that people will travel to an island in autumn for something other than a beach. The music is the reason they come, but they also discover a town that lives all year round.</p></blockquote>
<h2>The local impact</h2>
<p>Hoteliers and restaurant owners in Ermoupoli report occupancy levels normally seen only in high summer. The municipality, which co-funds the event, estimates that around a third of those attending were visiting the island for the first time.</p>
<p>Challenges remain. Ferry schedules are cut back after the summer, and some visitors struggled to find return tickets to Piraeus at the end of the festival. The organisers say they are working with shipping companies on extra sailings next year and are considering spreading the programme over two weekends to ease the pressure on accommodation.</p>
<p>For now, the festival has earned its place in the island's calendar, and the ambition behind it is clear: to make autumn on Syros sound as lively as its summers.</p>`,
    contentGr: `<p>Όταν τα καλοκαιρινά δρομολόγια αραιώνουν και τα περισσότερα νησιά των Κυκλάδων κατεβάζουν ρολά, η Σύρος βρήκε λόγο να μένει ξύπνια. Το φεστιβάλ «Ήχοι της Ερμούπολης», που διοργανώθηκε φέτος για τέταρτη χρονιά, ολοκλήρωσε τη μεγαλύτερη έκδοσή του μέχρι σήμερα, με δέκα ημέρες συναυλιών σε όλη την πρωτεύουσα του νησιού.</p>
<p>Σήμα κατατεθέν του φεστιβάλ είναι οι ιστορικοί χώροι του. Σύνολα μουσικής δωματίου εμφανίστηκαν στο Θέατρο Απόλλων του 19ου αιώνα, τη «μικρή Σκάλα» όπως συχνά αποκαλείται, ενώ τα τζαζ και ηλεκτρονικά σχήματα έπαιξαν σε μια αναπαλαιωμένη αποθήκη κοντά στα παλιά ναυπηγεία. Δωρεάν απογευματινές συναυλίες δόθηκαν στη μαρμαρόστρωτη πλατεία Μιαούλη.</p>
<h2>Ένα πρόγραμμα χτισμένο πάνω στις αντιθέσεις</h2>
<p>Το φετινό πρόγραμμα συνδύασε σκόπιμα είδη και γενιές. Ανάμεσα στις εκδηλώσεις με τη μεγαλύτερη προσέλευση ήταν:</p>
<ul>
<li>μια σειρά μεταμεσονύκτιων τζαζ βραδιών με νέα ελληνικά τρίο δίπλα σε καταξιωμένους Ευρωπαίους μουσικούς·</li>
<li>ένας κύκλος κουαρτέτων εγχόρδων Ελλήνων συνθετών του 20ού αιώνα·</li>
<li>μια βραδιά αφιερωμένη σε νέους τραγουδοποιούς από τα νησιά του Αιγαίου·</li>
<li>εργαστήρια κρουστών και αυτοσχεδιασμού για μαθητές του νησιού.</li>
</ul>
<p>Η καλλιτεχνική διευθύντρια Χριστίνα Δουκάκη εξηγεί ότι το φεστιβάλ σχεδιάστηκε εξαρχής ως απάντηση στην εποχικότητα της τοπικής οικονομίας.</p>
<blockquote><p>Θέλαμε να αποδείξουμε ότι ο κόσμος θα ταξιδέψει σε ένα νησί το φθινόπωρο και για κάτι άλλο πέρα από την παραλία. Η μουσική είναι ο λόγος που έρχονται, όμως ανακαλύπτουν και μια πόλη που ζει όλο τον χρόνο.</p></blockquote>
<h2>Το αποτύπωμα στην τοπική κοινωνία</h2>
<p>Ξενοδόχοι και εστιάτορες της Ερμούπολης κάνουν λόγο για πληρότητες που συνήθως βλέπουν μόνο στην καρδιά του καλοκαιριού. Ο δήμος, που συγχρηματοδοτεί τη διοργάνωση, εκτιμά ότι περίπου ένας στους τρεις θεατές επισκεπτόταν το νησί για πρώτη φορά.</p>
<p>Οι δυσκολίες, πάντως, δεν λείπουν. Τα δρομολόγια των πλοίων περιορίζονται μετά το καλοκαίρι και αρκετοί επισκέπτες δυσκολεύτηκαν να βρουν εισιτήρια επιστροφής για τον Πειραιά στο τέλος του φεστιβάλ. Οι διοργανωτές δηλώνουν ότι συζητούν με τις ακτοπλοϊκές εταιρείες για έκτακτα δρομολόγια την επόμενη χρονιά και εξετάζουν να απλώσουν το πρόγραμμα σε δύο Σαββατοκύριακα, ώστε να αποσυμφορηθούν τα καταλύματα.</p>
<p>Προς το παρόν, το φεστιβάλ έχει κερδίσει τη θέση του στο ημερολόγιο του νησιού και η φιλοδοξία των διοργανωτών είναι σαφής: το φθινόπωρο στη Σύρο να ακούγεται εξίσου ζωντανό με τα καλοκαίρια της.</p>`,
    tags: ['festival', 'nisia', 'tourismos'],
  },

  // ── Κινηματογράφος ──────────────────────────────────────────────────────
  {
    category: 'kinimatografos',
    title: 'Thessaloniki Film Festival Hands Its Golden Alexander to a Quiet Family Drama as Audiences Return in Force',
    titleGr:
      'Ο Χρυσός Αλέξανδρος σε ένα χαμηλόφωνο οικογενειακό δράμα, με το κοινό να επιστρέφει μαζικά στο Φεστιβάλ Κινηματογράφου Θεσσαλονίκης',
    subtitle:
      "A Greek-Bulgarian co-production about three sisters and their late father's vineyard took the top prize at the festival's 67th edition.",
    subtitleGr:
      'Μια ελληνοβουλγαρική συμπαραγωγή για τρεις αδελφές και τον αμπελώνα του πατέρα τους κέρδισε το μεγάλο βραβείο της 67ης διοργάνωσης.',
    excerpt:
      "The Thessaloniki International Film Festival closed with the Golden Alexander going to Marina Theologou's The Last Harvest, a restrained drama about family and land, as organisers reported the strongest attendance in years.",
    excerptGr:
      'Το Διεθνές Φεστιβάλ Κινηματογράφου Θεσσαλονίκης έριξε αυλαία με τον Χρυσό Αλέξανδρο να απονέμεται στον «Τελευταίο τρύγο» της Μαρίνας Θεολόγου, ένα συγκρατημένο δράμα για την οικογένεια και τη γη, και με την υψηλότερη προσέλευση εδώ και χρόνια.',
    content: `<p>The 67th Thessaloniki International Film Festival has come to a close, with the Golden Alexander awarded to <em>The Last Harvest</em>, the second feature by Greek director Marina Theologou. The film, a Greek-Bulgarian co-production, follows three sisters who return to their late father's vineyard in Macedonia and must decide whether to keep the land or sell it.</p>
<p>The jury praised the film's patience and restraint, singling out its three lead performances and the long, still shots that let the landscape carry much of the emotional weight. It is the first time in several years that a Greek film has taken the festival's top prize.</p>
<h2>The main awards</h2>
<ul>
<li><strong>Golden Alexander:</strong> <em>The Last Harvest</em> by Marina Theologou</li>
<li><strong>Silver Alexander:</strong> <em>Low Tide</em>, a Turkish drama set in a declining fishing town on the Aegean coast</li>
<li><strong>Best Director:</strong> Anton Petrescu for <em>Border Hours</em>, a Romanian road movie</li>
<li><strong>Audience Award:</strong> <em>Neighbours</em>, a Greek comedy set in an Athens apartment block</li>
</ul>
<p>Jury president Julián Arregui, a Spanish filmmaker, explained the decision at the closing ceremony.</p>
<blockquote><p>We were looking for a film that trusts its audience. <em>The Last Harvest</em> never raises its voice, yet by the end it says something profound about what we inherit from our parents and what we choose to leave behind.</p></blockquote>
<h2>Audiences return in force</h2>
<p>Beyond the awards, the festival's biggest story was attendance. Organisers reported strong ticket sales across the programme, with queues stretching along the port for screenings in the converted warehouses and outside the historic Olympion cinema on Aristotelous Square. Many late-night screenings sold out, and the Greek films drew particularly large crowds.</p>
<p>The industry side of the festival also grew. Its co-production market hosted projects from the Balkans and the Eastern Mediterranean, and several Greek projects secured international partners. Producers pointed to Greece's cash rebate for audiovisual works as a key factor in attracting foreign investment.</p>
<p><em>The Last Harvest</em> is expected in Greek cinemas early in the new year, with international distribution rights currently under negotiation.</p>`,
    contentGr: `<p>Σε τέλος έφτασε το 67ο Διεθνές Φεστιβάλ Κινηματογράφου Θεσσαλονίκης, με τον Χρυσό Αλέξανδρο να απονέμεται στον <em>Τελευταίο τρύγο</em>, τη δεύτερη μεγάλου μήκους ταινία της Μαρίνας Θεολόγου. Η ταινία, ελληνοβουλγαρική συμπαραγωγή, ακολουθεί τρεις αδελφές που επιστρέφουν στον αμπελώνα του πατέρα τους στη Μακεδονία μετά τον θάνατό του και καλούνται να αποφασίσουν αν θα κρατήσουν ή θα πουλήσουν τη γη.</p>
<p>Η κριτική επιτροπή επαίνεσε την υπομονή και τη συγκράτηση της ταινίας, ξεχωρίζοντας τις ερμηνείες των τριών πρωταγωνιστριών και τα μακριά, στατικά πλάνα που αφήνουν το τοπίο να σηκώσει μεγάλο μέρος του συναισθηματικού φορτίου. Είναι η πρώτη φορά εδώ και αρκετά χρόνια που ελληνική ταινία κατακτά το κορυφαίο βραβείο του φεστιβάλ.</p>
<h2>Τα βασικά βραβεία</h2>
<ul>
<li><strong>Χρυσός Αλέξανδρος:</strong> <em>Ο τελευταίος τρύγος</em> της Μαρίνας Θεολόγου</li>
<li><strong>Αργυρός Αλέξανδρος:</strong> <em>Άμπωτη</em>, τουρκικό δράμα που εκτυλίσσεται σε ένα παρακμάζον ψαροχώρι στα παράλια του Αιγαίου</li>
<li><strong>Βραβείο Σκηνοθεσίας:</strong> Άντον Πετρέσκου για το <em>Ώρες συνόρων</em>, ένα ρουμανικό road movie</li>
<li><strong>Βραβείο Κοινού:</strong> <em>Γείτονες</em>, ελληνική κωμωδία που διαδραματίζεται σε μια αθηναϊκή πολυκατοικία</li>
</ul>
<p>Ο πρόεδρος της κριτικής επιτροπής, ο Ισπανός σκηνοθέτης Χουλιάν Αρέγκι, εξήγησε την απόφαση κατά την τελετή λήξης.</p>
<blockquote><p>Αναζητούσαμε μια ταινία που εμπιστεύεται τον θεατή της. <em>Ο τελευταίος τρύγος</em> δεν υψώνει ποτέ τη φωνή του, κι όμως στο τέλος λέει κάτι βαθύ για όσα κληρονομούμε από τους γονείς μας και για όσα επιλέγουμε να αφήσουμε πίσω.</p></blockquote>
<h2>Το κοινό επιστρέφει μαζικά</h2>
<p>Πέρα από τα βραβεία, το μεγάλο θέμα της φετινής διοργάνωσης ήταν η προσέλευση. Οι διοργανωτές έκαναν λόγο για ισχυρές πωλήσεις εισιτηρίων σε όλο το πρόγραμμα, με ουρές να σχηματίζονται κατά μήκος του λιμανιού για τις προβολές στις αποθήκες και έξω από τον ιστορικό κινηματογράφο «Ολύμπιον» στην πλατεία Αριστοτέλους. Πολλές μεταμεσονύκτιες προβολές έγιναν sold out, ενώ οι ελληνικές ταινίες συγκέντρωσαν ιδιαίτερα μεγάλο κοινό.</p>
<p>Αναπτύχθηκε επίσης το σκέλος της κινηματογραφικής αγοράς. Η αγορά συμπαραγωγών του φεστιβάλ φιλοξένησε σχέδια από τα Βαλκάνια και την Ανατολική Μεσόγειο, ενώ αρκετές ελληνικές παραγωγές εξασφάλισαν διεθνείς συνεργάτες. Οι παραγωγοί επισήμαναν ότι το ελληνικό πρόγραμμα επιστροφής δαπανών (cash rebate) για οπτικοακουστικά έργα αποτελεί καθοριστικό παράγοντα για την προσέλκυση ξένων επενδύσεων.</p>
<p><em>Ο τελευταίος τρύγος</em> αναμένεται στις ελληνικές αίθουσες στις αρχές της νέας χρονιάς, ενώ βρίσκονται σε εξέλιξη διαπραγματεύσεις για τη διεθνή διανομή του.</p>`,
    tags: ['festival', 'thessaloniki'],
  },
  {
    category: 'kinimatografos',
    title: 'A Debut Feature About Athens Night Workers Quietly Becomes a Box-Office Hit',
    titleGr: 'Μια πρώτη ταινία για όσους δουλεύουν τη νύχτα στην Αθήνα γίνεται αθόρυβα εισπρακτική επιτυχία',
    subtitle:
      "Petros Kalamaris's Until Morning, made on a modest budget, has spent six weeks in Greek cinemas on the strength of word of mouth.",
    subtitleGr:
      'Το «Μέχρι το πρωί» του Πέτρου Καλαμάρη, γυρισμένο με μικρό προϋπολογισμό, μετρά έξι εβδομάδες στις αίθουσες χάρη στη διαφήμιση από στόμα σε στόμα.',
    excerpt:
      'Until Morning, the first feature by Petros Kalamaris, follows a taxi driver, a hospital nurse and a baker through one night in Athens. With no stars and little marketing, it has become one of the surprise hits of the autumn.',
    excerptGr:
      'Το «Μέχρι το πρωί», η πρώτη ταινία του Πέτρου Καλαμάρη, ακολουθεί έναν ταξιτζή, μια νοσηλεύτρια και έναν φούρναρη σε μια νύχτα στην Αθήνα. Χωρίς σταρ και χωρίς μεγάλη προώθηση, εξελίσσεται σε μία από τις εκπλήξεις του φθινοπώρου.',
    content: `<p>It has no famous actors, no large advertising campaign and a running time of just under two hours spent almost entirely in the dark. Yet <em>Until Morning</em>, the debut feature of director Petros Kalamaris, has become one of the surprise successes of the autumn at the Greek box office. Now in its sixth week on release, it is still adding screens.</p>
<p>The film follows three people over the course of a single night in Athens: a taxi driver working a double shift, a nurse in the emergency department of a public hospital, and a young baker preparing the city's first loaves before dawn. Their paths cross only briefly, but together they form a portrait of a city kept running by people most residents never see.</p>
<h2>Made on a shoestring</h2>
<p>Kalamaris shot the film over five weeks with a small crew and a budget well below the average for a Greek feature. Several roles are played by non-professional actors, including a real taxi driver whom the director met while researching the script.</p>
<blockquote><p>I spent months riding in taxis and sitting in hospital waiting rooms at three in the morning. The people I met were tired, funny and incredibly generous. I wanted the film to feel as if it belonged to them, not to me.</p></blockquote>
<p>The distributor initially booked the film into a handful of arthouse cinemas in Athens and Thessaloniki. Strong reviews and word of mouth quickly changed that, and it is now showing in towns and cities across the country.</p>
<h2>Why it resonates</h2>
<p>Critics and audiences point to several reasons for its success:</p>
<ul>
<li>an unsentimental depiction of long working hours and low pay;</li>
<li>naturalistic performances that avoid easy melodrama;</li>
<li>a recognisable, unglamorous Athens, far from the postcard image;</li>
<li>a score built from the real sounds of the city at night.</li>
</ul>
<p>Unions representing hospital staff and bakery workers have organised special screenings followed by discussions, and several schools have asked for screenings for older pupils. The film will also compete at a number of international festivals in the coming months.</p>
<p>For Kalamaris, who spent years in advertising before turning to fiction, the reception has come as a surprise. He is already writing his next film, which he says will again be about work, this time in the Greek countryside.</p>`,
    contentGr: `<p>Δεν έχει διάσημους ηθοποιούς, ούτε μεγάλη διαφημιστική καμπάνια, και διαρκεί σχεδόν δύο ώρες που εκτυλίσσονται σχεδόν εξ ολοκλήρου στο σκοτάδι. Κι όμως, το <em>Μέχρι το πρωί</em>, η πρώτη μεγάλου μήκους ταινία του σκηνοθέτη Πέτρου Καλαμάρη, έχει εξελιχθεί σε μία από τις μεγάλες εκπλήξεις του φθινοπώρου στο ελληνικό box office. Διανύει ήδη την έκτη εβδομάδα προβολής του και συνεχίζει να προστίθεται σε νέες αίθουσες.</p>
<p>Η ταινία ακολουθεί τρεις ανθρώπους στη διάρκεια μίας νύχτας στην Αθήνα: έναν ταξιτζή που βγάζει διπλή βάρδια, μια νοσηλεύτρια στα επείγοντα ενός δημόσιου νοσοκομείου και έναν νεαρό φούρναρη που ετοιμάζει τα πρώτα ψωμιά της πόλης πριν από την αυγή. Οι δρόμοι τους διασταυρώνονται μόνο φευγαλέα, όμως μαζί συνθέτουν το πορτρέτο μιας πόλης που κρατούν ζωντανή άνθρωποι τους οποίους οι περισσότεροι κάτοικοι δεν βλέπουν ποτέ.</p>
<h2>Με ελάχιστα μέσα</h2>
<p>Ο Καλαμάρης γύρισε την ταινία σε πέντε εβδομάδες, με ολιγομελές συνεργείο και προϋπολογισμό αρκετά χαμηλότερο από τον μέσο όρο μιας ελληνικής ταινίας. Αρκετούς ρόλους ερμηνεύουν ερασιτέχνες ηθοποιοί, ανάμεσά τους και ένας πραγματικός οδηγός ταξί, τον οποίο ο σκηνοθέτης γνώρισε όταν έκανε έρευνα για το σενάριο.</p>
<blockquote><p>Πέρασα μήνες μέσα σε ταξί και σε αίθουσες αναμονής νοσοκομείων στις τρεις τα ξημερώματα. Οι άνθρωποι που γνώρισα ήταν κουρασμένοι, αστείοι και απίστευτα γενναιόδωροι. Ήθελα η ταινία να μοιάζει ότι ανήκει σε εκείνους, όχι σε μένα.</p></blockquote>
<p>Η εταιρεία διανομής είχε αρχικά κλείσει την ταινία σε λίγες αίθουσες εναλλακτικού κινηματογράφου σε Αθήνα και Θεσσαλονίκη. Οι θετικές κριτικές και η διαφήμιση από στόμα σε στόμα άλλαξαν γρήγορα την εικόνα, και σήμερα προβάλλεται σε πόλεις σε όλη τη χώρα.</p>
<h2>Γιατί αγγίζει το κοινό</h2>
<p>Κριτικοί και θεατές εντοπίζουν αρκετούς λόγους για την επιτυχία της:</p>
<ul>
<li>την ψύχραιμη, χωρίς συναισθηματισμούς απεικόνιση των εξαντλητικών ωραρίων και των χαμηλών μισθών·</li>
<li>τις φυσικές ερμηνείες, που αποφεύγουν το εύκολο μελόδραμα·</li>
<li>μια αναγνωρίσιμη, καθημερινή Αθήνα, μακριά από την εικόνα της καρτ ποστάλ·</li>
<li>μια μουσική επένδυση φτιαγμένη από τους πραγματικούς ήχους της πόλης τη νύχτα.</li>
</ul>
<p>Σωματεία εργαζομένων στα νοσοκομεία και στα αρτοποιεία έχουν οργανώσει ειδικές προβολές με συζήτηση, ενώ αρκετά σχολεία έχουν ζητήσει προβολές για τους μαθητές των μεγαλύτερων τάξεων. Η ταινία θα διαγωνιστεί επίσης σε σειρά διεθνών φεστιβάλ τους επόμενους μήνες.</p>
<p>Για τον Καλαμάρη, ο οποίος εργάστηκε επί χρόνια στη διαφήμιση πριν στραφεί στη μυθοπλασία, η υποδοχή ήταν απρόσμενη. Γράφει ήδη την επόμενη ταινία του, η οποία, όπως λέει, θα αφορά και πάλι την εργασία, αυτή τη φορά στην ελληνική ύπαιθρο.</p>`,
    tags: ['athina', 'ergasia'],
  },
  {
    category: 'kinimatografos',
    title: "Streaming Thriller Shot in Crete Puts Chania's Old Town in the Global Spotlight",
    titleGr: 'Θρίλερ γυρισμένο στην Κρήτη φέρνει την παλιά πόλη των Χανίων στο παγκόσμιο προσκήνιο',
    subtitle:
      'The Gorge, an eight-part crime series filmed in western Crete, has topped viewing charts in several countries, raising hopes and worries locally.',
    subtitleGr:
      'Το «Φαράγγι», αστυνομική σειρά οκτώ επεισοδίων γυρισμένη στη δυτική Κρήτη, σαρώνει σε πολλές χώρες, προκαλώντας ελπίδες αλλά και ανησυχίες.',
    excerpt:
      'An eight-part crime drama shot in Chania, Sfakia and the White Mountains has become a global streaming hit. Local businesses welcome the attention, but residents worry about what will happen when the fans start to arrive.',
    excerptGr:
      'Αστυνομική σειρά οκτώ επεισοδίων, γυρισμένη στα Χανιά, στα Σφακιά και στα Λευκά Όρη, έγινε παγκόσμια επιτυχία στο streaming. Οι επαγγελματίες χαίρονται για την προβολή, οι κάτοικοι ανησυχούν για την επόμενη μέρα.',
    content: `<p>When a production crew spent last winter filming in the narrow lanes around Chania's Venetian harbour and in the villages of Sfakia, few locals expected the result to be watched around the world. Weeks after its release, <em>The Gorge</em>, an eight-part crime series made for a major international streaming platform, has climbed into the most-watched lists in more than a dozen countries.</p>
<p>The series follows a police inspector from Athens who is sent to western Crete to investigate the disappearance of a hiker in the White Mountains. The dialogue is in Greek and English, and much of the supporting cast was recruited locally.</p>
<h2>A boost for the local economy</h2>
<p>Producer Anna Lagoudaki, who grew up in Chania, says the decision to film entirely on the island was made early on.</p>
<blockquote><p>Crete is not a backdrop in this story, it is a character. The mountains, the light, the way people speak to each other in the villages: you cannot fake any of that on a studio set.</p></blockquote>
<p>According to the producers, the shoot employed more than two hundred local technicians, extras and suppliers over several months. Greece's cash rebate scheme for audiovisual productions helped make the numbers work by covering a significant share of eligible costs.</p>
<h2>The fans are coming</h2>
<p>Tourism businesses in Chania report a noticeable rise in enquiries from abroad, with many visitors asking specifically about filming locations, and travel agencies have already started advertising themed tours. Among the most searched-for places are:</p>
<ul>
<li>the Venetian harbour and lighthouse of Chania;</li>
<li>the mountain village of Anopoli, above Sfakia;</li>
<li>the Aradena gorge and the metal bridge that spans it;</li>
<li>the beaches of the southern coast around Loutro.</li>
</ul>
<p>Not everyone is enthusiastic. Residents' associations in the old town, already under pressure from short-term rentals, fear that the series will add to overcrowding in the summer months. Mountain rescue volunteers have also warned that the gorges featured on screen require proper equipment and experience.</p>
<p>The regional authorities say they will use the attention to promote off-season travel and lesser-known parts of the island. A second season has not yet been confirmed, but the producers say scripts are in development and that Crete would once again be the setting.</p>`,
    contentGr: `<p>Όταν ένα κινηματογραφικό συνεργείο πέρασε τον περασμένο χειμώνα γυρίζοντας στα στενά γύρω από το ενετικό λιμάνι των Χανίων και στα χωριά των Σφακίων, λίγοι ντόπιοι περίμεναν ότι το αποτέλεσμα θα το έβλεπε όλος ο κόσμος. Λίγες εβδομάδες μετά την κυκλοφορία του, το <em>Φαράγγι</em>, αστυνομική σειρά οκτώ επεισοδίων για μεγάλη διεθνή πλατφόρμα streaming, έχει ανέβει στις λίστες με τα πιο δημοφιλή προγράμματα σε περισσότερες από δέκα χώρες.</p>
<p>Η σειρά ακολουθεί έναν αστυνόμο από την Αθήνα που μετατίθεται στη δυτική Κρήτη για να ερευνήσει την εξαφάνιση ενός πεζοπόρου στα Λευκά Όρη. Οι διάλογοι είναι στα ελληνικά και στα αγγλικά, ενώ πολλοί από τους δεύτερους ρόλους δόθηκαν σε ηθοποιούς από την ίδια την περιοχή.</p>
<h2>Ανάσα για την τοπική οικονομία</h2>
<p>Η παραγωγός Άννα Λαγουδάκη, που μεγάλωσε στα Χανιά, λέει ότι η απόφαση να γυριστεί η σειρά εξ ολοκλήρου στο νησί πάρθηκε από την αρχή.</p>
<blockquote><p>Η Κρήτη δεν είναι απλό σκηνικό σε αυτή την ιστορία, είναι πρωταγωνίστρια. Τα βουνά, το φως, ο τρόπος που μιλούν οι άνθρωποι μεταξύ τους στα χωριά: τίποτα από αυτά δεν μπορείς να το στήσεις σε ένα στούντιο.</p></blockquote>
<p>Σύμφωνα με τους παραγωγούς, τα γυρίσματα απασχόλησαν για αρκετούς μήνες περισσότερους από διακόσιους ντόπιους τεχνικούς, κομπάρσους και προμηθευτές. Το ελληνικό πρόγραμμα επιστροφής δαπανών για οπτικοακουστικές παραγωγές βοήθησε να βγουν τα νούμερα, καλύπτοντας σημαντικό μέρος των επιλέξιμων εξόδων.</p>
<h2>Οι θαυμαστές έρχονται</h2>
<p>Οι τουριστικές επιχειρήσεις των Χανίων καταγράφουν αισθητή αύξηση στα αιτήματα από το εξωτερικό, με πολλούς επισκέπτες να ρωτούν συγκεκριμένα για τις τοποθεσίες των γυρισμάτων, ενώ ταξιδιωτικά γραφεία έχουν ήδη αρχίσει να διαφημίζουν θεματικές περιηγήσεις. Ανάμεσα στα μέρη που αναζητούνται περισσότερο είναι:</p>
<ul>
<li>το ενετικό λιμάνι και ο φάρος των Χανίων·</li>
<li>το ορεινό χωριό Ανώπολη, πάνω από τα Σφακιά·</li>
<li>το φαράγγι της Αράδαινας και η μεταλλική γέφυρα που το διασχίζει·</li>
<li>οι παραλίες της νότιας ακτής γύρω από το Λουτρό.</li>
</ul>
<p>Δεν συμμερίζονται όλοι τον ενθουσιασμό. Οι σύλλογοι κατοίκων της παλιάς πόλης, που ήδη πιέζονται από τις βραχυχρόνιες μισθώσεις, φοβούνται ότι η σειρά θα επιβαρύνει τον συνωστισμό τους καλοκαιρινούς μήνες. Εθελοντές της ορειβατικής διάσωσης προειδοποιούν επίσης ότι τα φαράγγια που εμφανίζονται στην οθόνη απαιτούν κατάλληλο εξοπλισμό και εμπειρία.</p>
<p>Η περιφερειακή αυτοδιοίκηση δηλώνει ότι θα αξιοποιήσει το ενδιαφέρον για να προβάλει τα ταξίδια εκτός σεζόν και λιγότερο γνωστές περιοχές του νησιού. Δεύτερος κύκλος δεν έχει ακόμη επιβεβαιωθεί, όμως οι παραγωγοί αναφέρουν ότι τα σενάρια βρίσκονται υπό ανάπτυξη και ότι σκηνικό θα είναι και πάλι η Κρήτη.</p>`,
    tags: ['nisia', 'tourismos'],
  },

  // ── Βιβλίο ──────────────────────────────────────────────────────────────
  {
    category: 'vivlio',
    title: 'First-Time Poet Wins the Kyklos Prize With a Collection About Salt and Loss',
    titleGr: 'Πρωτοεμφανιζόμενη ποιήτρια κερδίζει το Βραβείο «Κύκλος» με μια συλλογή για το αλάτι και την απώλεια',
    subtitle:
      "Theano Rigaki's The Salt Pans, a debut written over a decade in Mesolongi, was chosen unanimously from more than 140 submissions.",
    subtitleGr:
      'Οι «Αλυκές» της Θεανώς Ρηγάκη, μια πρώτη συλλογή που γράφτηκε μέσα σε μια δεκαετία στο Μεσολόγγι, επιλέχθηκαν ομόφωνα ανάμεσα σε 140 βιβλία.',
    excerpt:
      'The Kyklos Prize for poetry has gone to 33-year-old Theano Rigaki for her debut collection The Salt Pans, a meditation on the lagoon of Mesolongi, rising seas and the disappearing work of the salt harvesters.',
    excerptGr:
      'Το Βραβείο Ποίησης «Κύκλος» απονεμήθηκε στην 33χρονη Θεανώ Ρηγάκη για την πρώτη της συλλογή, τις «Αλυκές», έναν στοχασμό πάνω στη λιμνοθάλασσα του Μεσολογγίου, την άνοδο της θάλασσας και τη δουλειά των αλατεργατών που χάνεται.',
    content: `<p>The Kyklos Prize, one of the most closely watched awards for new Greek poetry, has gone to Theano Rigaki for <em>The Salt Pans</em>, her first collection. The jury's decision was unanimous, and the book was chosen from more than 140 titles submitted by publishers across the country.</p>
<p>Rigaki, 33, grew up on the edge of the lagoon of Mesolongi, where her grandfather worked in the salt pans for decades. The collection moves between childhood memory, the physical labour of salt harvesting and the slow changes that a warming climate is bringing to one of Greece's most important wetlands.</p>
<h2>A quiet book that found its readers</h2>
<p>Published last spring by a small independent press in Patras, the book initially sold only a few hundred copies. Readings in bookshops and libraries, together with strong word of mouth among younger readers, have since pushed it into a third printing.</p>
<p>In its statement, the jury highlighted three qualities:</p>
<ul>
<li>a precise, unornamented language rooted in the speech of western Greece;</li>
<li>an ability to connect personal grief with wider environmental change;</li>
<li>a careful structure in which the poems follow a single year at the salt pans.</li>
</ul>
<p>Accepting the prize at a ceremony in Athens, Rigaki spoke about the people who appear in her poems.</p>
<blockquote><p>My grandfather never read poetry, but he knew the lagoon the way a poet knows language. I wrote this book so that his work, and the work of everyone who spent their lives in the salt, would not vanish without a trace.</p></blockquote>
<h2>New voices in Greek poetry</h2>
<p>The award comes at a time of renewed energy in Greek poetry. Small publishers, literary magazines and live reading series have multiplied in recent years, and poetry is increasingly visible on the front tables of bookshops in Athens and Thessaloniki.</p>
<p>The Kyklos Prize carries a cash award as well as support for translating the winning book into another European language. Rigaki says she is already working on a second collection, this time set in the mountain villages of Evrytania, where her mother's family comes from.</p>`,
    contentGr: `<p>Το Βραβείο «Κύκλος», μία από τις πιο υπολογίσιμες διακρίσεις για τη νέα ελληνική ποίηση, απονεμήθηκε στη Θεανώ Ρηγάκη για τις <em>Αλυκές</em>, την πρώτη της ποιητική συλλογή. Η απόφαση της κριτικής επιτροπής ήταν ομόφωνη, ενώ το βιβλίο επιλέχθηκε ανάμεσα σε περισσότερους από 140 τίτλους που υπέβαλαν εκδοτικοί οίκοι από όλη τη χώρα.</p>
<p>Η 33χρονη ποιήτρια μεγάλωσε στην άκρη της λιμνοθάλασσας του Μεσολογγίου, όπου ο παππούς της δούλεψε για δεκαετίες στις αλυκές. Η συλλογή κινείται ανάμεσα στις παιδικές μνήμες, στον σωματικό μόχθο των αλυκών και στις αργές αλλαγές που φέρνει η κλιματική κρίση σε έναν από τους σημαντικότερους υγροτόπους της χώρας.</p>
<h2>Ένα αθόρυβο βιβλίο που βρήκε τους αναγνώστες του</h2>
<p>Το βιβλίο κυκλοφόρησε την περασμένη άνοιξη από μικρό ανεξάρτητο εκδοτικό οίκο της Πάτρας και στην αρχή πούλησε μόλις μερικές εκατοντάδες αντίτυπα. Οι αναγνώσεις σε βιβλιοπωλεία και βιβλιοθήκες, μαζί με τη θερμή υποδοχή από νεότερους αναγνώστες, το οδήγησαν από τότε στην τρίτη του ανατύπωση.</p>
<p>Στο σκεπτικό της, η επιτροπή στάθηκε σε τρία χαρακτηριστικά:</p>
<ul>
<li>μια ακριβή, απέριττη γλώσσα, ριζωμένη στην ντοπιολαλιά της δυτικής Ελλάδας·</li>
<li>την ικανότητα να συνδέει το προσωπικό πένθος με την ευρύτερη περιβαλλοντική αλλαγή·</li>
<li>μια προσεγμένη δομή, στην οποία τα ποιήματα ακολουθούν έναν ολόκληρο χρόνο στις αλυκές.</li>
</ul>
<p>Παραλαμβάνοντας το βραβείο σε τελετή στην Αθήνα, η Ρηγάκη μίλησε για τους ανθρώπους που ζουν μέσα στα ποιήματά της.</p>
<blockquote><p>Ο παππούς μου δεν διάβασε ποτέ ποίηση, αλλά ήξερε τη λιμνοθάλασσα όπως ένας ποιητής ξέρει τη γλώσσα. Έγραψα αυτό το βιβλίο για να μη χαθεί χωρίς ίχνος η δουλειά του, η δουλειά όλων όσων πέρασαν τη ζωή τους μέσα στο αλάτι.</p></blockquote>
<h2>Νέες φωνές στην ελληνική ποίηση</h2>
<p>Η βράβευση έρχεται σε μια περίοδο ανανεωμένης δυναμικής για την ελληνική ποίηση. Μικροί εκδοτικοί οίκοι, λογοτεχνικά περιοδικά και βραδιές ζωντανής ανάγνωσης έχουν πολλαπλασιαστεί τα τελευταία χρόνια, ενώ οι ποιητικές συλλογές κερδίζουν όλο και περισσότερο χώρο στους πάγκους των βιβλιοπωλείων σε Αθήνα και Θεσσαλονίκη.</p>
<p>Το Βραβείο «Κύκλος» συνοδεύεται από χρηματικό έπαθλο και από υποστήριξη για τη μετάφραση του βραβευμένου βιβλίου σε άλλη ευρωπαϊκή γλώσσα. Η Ρηγάκη δουλεύει ήδη τη δεύτερη συλλογή της, που αυτή τη φορά θα διαδραματίζεται στα ορεινά χωριά της Ευρυτανίας, από όπου κατάγεται η οικογένεια της μητέρας της.</p>`,
    tags: ['klima'],
  },
  {
    category: 'vivlio',
    title: 'Greek Fiction Is in Demand Abroad, and Translators Are Struggling to Keep Up',
    titleGr: 'Η ελληνική πεζογραφία κερδίζει έδαφος στο εξωτερικό και οι μεταφραστές δεν προλαβαίνουν',
    subtitle:
      'Foreign publishers are buying rights to contemporary Greek novels at a record pace, exposing a shortage of experienced literary translators.',
    subtitleGr:
      'Ξένοι εκδότες αγοράζουν δικαιώματα σύγχρονων ελληνικών μυθιστορημάτων με πρωτόγνωρο ρυθμό, αναδεικνύοντας την έλλειψη έμπειρων μεταφραστών.',
    excerpt:
      'Rights sales for contemporary Greek fiction have risen sharply, helped by translation grants and growing international curiosity. Publishers warn, however, that there are too few skilled translators to meet demand, especially into smaller languages.',
    excerptGr:
      'Οι πωλήσεις δικαιωμάτων της σύγχρονης ελληνικής πεζογραφίας εκτοξεύονται, με τη βοήθεια μεταφραστικών επιχορηγήσεων και του διεθνούς ενδιαφέροντος. Οι εκδότες όμως προειδοποιούν ότι οι έμπειροι μεταφραστές δεν αρκούν, ιδίως για τις μικρότερες γλώσσες.',
    content: `<p>For decades, Greek literature abroad meant a handful of familiar names: Kazantzakis, Cavafy, Seferis and Ritsos. That is changing. Literary agents and publishers report that foreign rights sales for contemporary Greek novels and short-story collections have risen sharply over the past two years, with deals signed in more than twenty languages.</p>
<p>The trend was visible at this autumn's international book fairs, where Greek publishers reported more meetings with foreign editors than ever before. Crime fiction, family sagas and novels about migration and the economic crisis are among the most sought-after genres.</p>
<h2>What is driving demand</h2>
<p>People working in the industry point to a combination of factors:</p>
<ul>
<li>translation grants from the Greek state and from European Union programmes, which reduce the risk for foreign publishers;</li>
<li>the success of a few Greek novels in English, French and German, which has encouraged editors to look further;</li>
<li>growing international interest in literature from Southern Europe and the Mediterranean;</li>
<li>a new generation of Greek authors comfortable working with agents and festivals abroad.</li>
</ul>
<h2>A bottleneck in translation</h2>
<p>The boom has exposed a serious problem. The number of experienced literary translators working from Greek remains small, and many are already booked years ahead. For languages such as Dutch, Polish or Korean, publishers sometimes struggle to find a single qualified translator.</p>
<p>Helen Marchbank, a British translator who has worked from Greek for more than twenty years, says the shortage is now the biggest obstacle to further growth.</p>
<blockquote><p>Every month I receive requests I have to turn down. Translating a novel properly takes time, and there simply are not enough of us. If we want this moment to last, we have to invest in training the next generation.</p></blockquote>
<p>Some steps are being taken. Universities in Greece and abroad have launched workshops and mentoring schemes that pair young translators with experienced colleagues. Meanwhile, some publishers, lacking alternatives, have commissioned translations via English or French, a practice that translators view with concern.</p>
<p>Translators' associations are also calling for better pay and clearer contracts, arguing that a healthy market depends on making the profession sustainable. For now, Greek authors are enjoying an unusual degree of attention, and the question is whether the infrastructure can keep pace.</p>`,
    contentGr: `<p>Επί δεκαετίες, η ελληνική λογοτεχνία στο εξωτερικό περιοριζόταν σε λίγα γνώριμα ονόματα: Καζαντζάκης, Καβάφης, Σεφέρης, Ρίτσος. Αυτό αλλάζει. Λογοτεχνικοί πράκτορες και εκδότες αναφέρουν ότι οι πωλήσεις δικαιωμάτων για σύγχρονα ελληνικά μυθιστορήματα και συλλογές διηγημάτων έχουν αυξηθεί θεαματικά τα δύο τελευταία χρόνια, με συμφωνίες σε περισσότερες από είκοσι γλώσσες.</p>
<p>Η τάση ήταν ορατή στις φθινοπωρινές διεθνείς εκθέσεις βιβλίου, όπου οι Έλληνες εκδότες είχαν περισσότερες συναντήσεις με ξένους ομολόγους τους από ποτέ. Το αστυνομικό μυθιστόρημα, οι οικογενειακές σάγκες και τα βιβλία για τη μετανάστευση και την οικονομική κρίση είναι από τα είδη με τη μεγαλύτερη ζήτηση.</p>
<h2>Τι τροφοδοτεί τη ζήτηση</h2>
<p>Όσοι δραστηριοποιούνται στον χώρο αποδίδουν την άνοδο σε έναν συνδυασμό παραγόντων:</p>
<ul>
<li>τις μεταφραστικές επιχορηγήσεις του ελληνικού κράτους και των προγραμμάτων της Ευρωπαϊκής Ένωσης, που μειώνουν το ρίσκο για τους ξένους εκδότες·</li>
<li>την επιτυχία ορισμένων ελληνικών μυθιστορημάτων στα αγγλικά, τα γαλλικά και τα γερμανικά, που ενθάρρυνε τους επιμελητές να ψάξουν περισσότερο·</li>
<li>το αυξανόμενο διεθνές ενδιαφέρον για τη λογοτεχνία της Νότιας Ευρώπης και της Μεσογείου·</li>
<li>μια νέα γενιά Ελλήνων συγγραφέων εξοικειωμένων με τους πράκτορες και τα φεστιβάλ του εξωτερικού.</li>
</ul>
<h2>Οι μεταφραστές δεν φτάνουν</h2>
<p>Η άνθηση έφερε στην επιφάνεια ένα σοβαρό πρόβλημα. Οι έμπειροι λογοτεχνικοί μεταφραστές από τα ελληνικά παραμένουν λίγοι και πολλοί είναι ήδη δεσμευμένοι για χρόνια. Για γλώσσες όπως τα ολλανδικά, τα πολωνικά ή τα κορεατικά, οι εκδότες δυσκολεύονται μερικές φορές να βρουν έστω και έναν κατάλληλο μεταφραστή.</p>
<p>Η Βρετανίδα μεταφράστρια Έλεν Μάρτσμπανκ, που μεταφράζει από τα ελληνικά εδώ και περισσότερα από είκοσι χρόνια, θεωρεί ότι η έλλειψη αυτή είναι πλέον το μεγαλύτερο εμπόδιο για περαιτέρω ανάπτυξη.</p>
<blockquote><p>Κάθε μήνα δέχομαι προτάσεις που αναγκάζομαι να αρνηθώ. Η σωστή μετάφραση ενός μυθιστορήματος θέλει χρόνο, και απλώς δεν είμαστε αρκετοί. Αν θέλουμε αυτή η στιγμή να διαρκέσει, πρέπει να επενδύσουμε στην εκπαίδευση της επόμενης γενιάς.</p></blockquote>
<p>Κάποια βήματα γίνονται ήδη. Πανεπιστήμια στην Ελλάδα και στο εξωτερικό έχουν ξεκινήσει εργαστήρια και προγράμματα καθοδήγησης που φέρνουν νέους μεταφραστές σε επαφή με έμπειρους συναδέλφους. Την ίδια ώρα, ορισμένοι εκδότες, ελλείψει εναλλακτικής, αναθέτουν μεταφράσεις μέσω των αγγλικών ή των γαλλικών, πρακτική που οι μεταφραστές αντιμετωπίζουν με ανησυχία.</p>
<p>Οι ενώσεις μεταφραστών ζητούν επίσης καλύτερες αμοιβές και σαφέστερα συμβόλαια, υποστηρίζοντας ότι μια υγιής αγορά προϋποθέτει ένα βιώσιμο επάγγελμα. Προς το παρόν, οι Έλληνες συγγραφείς απολαμβάνουν ασυνήθιστη προσοχή, και το ερώτημα είναι αν οι υποδομές μπορούν να ακολουθήσουν.</p>`,
    tags: ['ee'],
  },
  {
    category: 'vivlio',
    title: "A Former Tobacco Warehouse Becomes Thessaloniki's Newest Public Library",
    titleGr: 'Μια παλιά καπναποθήκη γίνεται η νεότερη δημόσια βιβλιοθήκη της Θεσσαλονίκης',
    subtitle:
      "The new library in the city's western districts brings books, study rooms, a makerspace and a children's wing under one restored roof.",
    subtitleGr:
      'Η νέα βιβλιοθήκη στις δυτικές συνοικίες της πόλης στεγάζει βιβλία, αναγνωστήρια, εργαστήριο ψηφιακών δεξιοτήτων και παιδική πτέρυγα.',
    excerpt:
      'After years of delays, a new public library has opened in a restored tobacco warehouse in western Thessaloniki, offering books, study space and digital workshops to neighbourhoods that have long lacked cultural infrastructure.',
    excerptGr:
      'Ύστερα από χρόνια καθυστερήσεων, άνοιξε τις πόρτες της νέα δημόσια βιβλιοθήκη σε αναστηλωμένη καπναποθήκη στη δυτική Θεσσαλονίκη, προσφέροντας βιβλία, χώρους μελέτης και ψηφιακά εργαστήρια σε γειτονιές που στερούνταν πολιτιστικές υποδομές.',
    content: `<p>A tobacco warehouse that stood empty for more than thirty years in the western districts of Thessaloniki has reopened as the city's newest public library. The building, once part of the tobacco trade that shaped the city's economy in the early twentieth century, now houses more than 60,000 books, reading rooms and spaces for digital learning.</p>
<p>The project, funded by the municipality, European regional development funds and private donations, took almost eight years to complete, held back by funding gaps and by the complexity of restoring a listed industrial building.</p>
<h2>More than a place for books</h2>
<p>Library director Stella Kouremenou says the design was inspired by the National Library of Greece at the Stavros Niarchos Foundation Cultural Center in Athens, which has shown how a library can become a public meeting place.</p>
<blockquote><p>Western Thessaloniki has many young people and very few places where they can study, meet or simply spend an afternoon without paying. We wanted a building that says: this is yours, come in.</p></blockquote>
<p>The library is spread across four floors, offering:</p>
<ol>
<li>a children's wing with picture books, storytelling sessions and a small theatre;</li>
<li>quiet study rooms with extended opening hours during exam periods;</li>
<li>a makerspace with 3D printers, computers and workshops on coding and digital skills;</li>
<li>a collection on the history of the tobacco industry and the workers who built it.</li>
</ol>
<h2>A neighbourhood that waited</h2>
<p>In its first weeks, the library registered several thousand new members, most of them from the surrounding neighbourhoods. Teachers from local schools have already booked visits for the rest of the school year.</p>
<p>Residents have long complained that cultural investment in Thessaloniki is concentrated in the city centre and along the waterfront. Local associations see the new library as a first step towards correcting that imbalance, though they warn that steady funding for staff and programmes will be essential.</p>
<p>The municipality says it plans to open two smaller neighbourhood branches in the coming years, linked to the new building through a shared catalogue and a mobile library service for schools and care homes.</p>`,
    contentGr: `<p>Μια καπναποθήκη που έμενε κλειστή για περισσότερα από τριάντα χρόνια στις δυτικές συνοικίες της Θεσσαλονίκης άνοιξε ξανά τις πόρτες της ως η νεότερη δημόσια βιβλιοθήκη της πόλης. Το κτίριο, κομμάτι κάποτε του εμπορίου καπνού που σφράγισε την οικονομία της πόλης στις αρχές του 20ού αιώνα, στεγάζει σήμερα περισσότερα από 60.000 βιβλία, αναγνωστήρια και χώρους ψηφιακής μάθησης.</p>
<p>Το έργο, που χρηματοδοτήθηκε από τον δήμο, από ευρωπαϊκούς πόρους περιφερειακής ανάπτυξης και από ιδιωτικές δωρεές, χρειάστηκε σχεδόν οκτώ χρόνια για να ολοκληρωθεί, καθώς σκόνταψε σε χρηματοδοτικά κενά και στην πολυπλοκότητα της αποκατάστασης ενός διατηρητέου βιομηχανικού κτιρίου.</p>
<h2>Κάτι περισσότερο από έναν χώρο για βιβλία</h2>
<p>Η διευθύντρια της βιβλιοθήκης Στέλλα Κουρεμένου αναφέρει ότι ο σχεδιασμός εμπνεύστηκε από την Εθνική Βιβλιοθήκη της Ελλάδος στο Κέντρο Πολιτισμού Ίδρυμα Σταύρος Νιάρχος στην Αθήνα, η οποία έδειξε πώς μια βιβλιοθήκη μπορεί να γίνει δημόσιος τόπος συνάντησης.</p>
<blockquote><p>Η δυτική Θεσσαλονίκη έχει πολλούς νέους και ελάχιστους χώρους όπου μπορούν να διαβάσουν, να συναντηθούν ή απλώς να περάσουν ένα απόγευμα χωρίς να πληρώσουν. Θέλαμε ένα κτίριο που να λέει: αυτό είναι δικό σας, περάστε.</p></blockquote>
<p>Η βιβλιοθήκη απλώνεται σε τέσσερις ορόφους και προσφέρει:</p>
<ol>
<li>παιδική πτέρυγα με εικονογραφημένα βιβλία, ώρες αφήγησης και ένα μικρό θέατρο·</li>
<li>ήσυχα αναγνωστήρια με διευρυμένο ωράριο στις εξεταστικές περιόδους·</li>
<li>εργαστήριο με τρισδιάστατους εκτυπωτές, υπολογιστές και μαθήματα προγραμματισμού και ψηφιακών δεξιοτήτων·</li>
<li>συλλογή για την ιστορία της καπνοβιομηχανίας και των εργατών και εργατριών που τη στήριξαν.</li>
</ol>
<h2>Μια γειτονιά που περίμενε</h2>
<p>Τις πρώτες εβδομάδες λειτουργίας της, στη βιβλιοθήκη γράφτηκαν αρκετές χιλιάδες νέα μέλη, στην πλειονότητά τους κάτοικοι των γύρω γειτονιών. Εκπαιδευτικοί από σχολεία της περιοχής έχουν ήδη κλείσει επισκέψεις για την υπόλοιπη σχολική χρονιά.</p>
<p>Οι κάτοικοι παραπονιούνται εδώ και χρόνια ότι οι πολιτιστικές επενδύσεις στη Θεσσαλονίκη συγκεντρώνονται στο κέντρο και στο παραλιακό μέτωπο. Οι τοπικοί σύλλογοι βλέπουν τη νέα βιβλιοθήκη ως πρώτο βήμα για να διορθωθεί αυτή η ανισορροπία, προειδοποιούν όμως ότι η σταθερή χρηματοδότηση για προσωπικό και προγράμματα θα είναι καθοριστική.</p>
<p>Ο δήμος σχεδιάζει να ανοίξει τα επόμενα χρόνια δύο μικρότερα παραρτήματα σε γειτονιές, τα οποία θα συνδέονται με το νέο κτίριο μέσω κοινού καταλόγου, καθώς και μια κινητή βιβλιοθήκη για σχολεία και μονάδες φροντίδας ηλικιωμένων.</p>`,
    tags: ['thessaloniki', 'ekpaideusi'],
  },
]
